import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import SignaturePad from 'signature_pad';

import { texts } from './texts.ts';

/** What the dialog asks the pad when it is submitted: the drawing as it is now, whatever events were missed. */
export interface SignatureHandle {
  /** The drawing as a PNG data URL, or null when nothing is drawn. */
  read(): string | null;
}

/**
 * A signature drawn with a finger on the screen (signature_pad). Gives a PNG data URL as the drawing goes, null
 * when empty; `handle.read()` gives the drawing at any moment (a stroke whose end the browser did not report, a
 * finger lifted outside the pad, still counts).
 */
export function SignatureField({
  label,
  onChange,
  handle,
}: {
  label: string;
  onChange: (png: string | null) => void;
  handle?: Ref<SignatureHandle>;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  useImperativeHandle(handle, () => ({
    read: () => (pad.current && !pad.current.isEmpty() ? pad.current.toDataURL() : null),
  }));

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    // A browser without canvas drawing (none on a phone) leaves the field empty: the voucher then stays unsigned.
    if (!element || !context) return;
    // Sharp on high-density screens: the canvas is drawn at the screen's pixel ratio.
    const ratio = Math.max(globalThis.devicePixelRatio ?? 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    context.scale(ratio, ratio);
    const signature = new SignaturePad(element, { penColor: '#1a1a1a', backgroundColor: 'rgb(255,255,255)' });
    signature.addEventListener('endStroke', () => onChange(signature.isEmpty() ? null : signature.toDataURL()));
    pad.current = signature;
    return () => signature.off();
  }, [onChange]);

  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      <Box
        component="canvas"
        ref={canvas}
        role="img"
        aria-label={texts.dessinezAvecLeLabel(label)}
        sx={{ width: '100%', height: 180, border: 1, borderColor: 'divider', borderRadius: 1, touchAction: 'none' }}
      />
      <Box>
        <Button
          size="small"
          onClick={() => {
            pad.current?.clear();
            onChange(null);
          }}
        >
          {texts.effacerLaSignature}
        </Button>
      </Box>
    </Stack>
  );
}
