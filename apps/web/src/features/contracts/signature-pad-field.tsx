import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';

import { texts } from './texts.ts';

/**
 * A signature drawn with a finger or a mouse (signature_pad) on a transparent background, so that it lies on the
 * PDF as ink. Gives a PNG data URL after each stroke, null when cleared or empty.
 */
export function SignaturePadField({
  label,
  onChange,
  height = 180,
  error,
}: {
  label: string;
  onChange: (png: string | null) => void;
  height?: number;
  error?: string | null;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    // Sharp on high-density screens: the canvas is drawn at the screen's pixel ratio.
    const ratio = Math.max(globalThis.devicePixelRatio ?? 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    context.scale(ratio, ratio);
    const signature = new SignaturePad(element, { penColor: '#102a6b', minWidth: 0.8, maxWidth: 2.6 });
    signature.addEventListener('endStroke', () =>
      latest.current(signature.isEmpty() ? null : signature.toDataURL('image/png')),
    );
    pad.current = signature;
    return () => signature.off();
  }, []);

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      <Box
        component="canvas"
        ref={canvas}
        role="img"
        aria-label={texts.dessinezAvecLeLabel(label)}
        sx={{
          width: '100%',
          height,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          touchAction: 'none',
          bgcolor: '#fff',
          cursor: 'crosshair',
        }}
      />
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
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
