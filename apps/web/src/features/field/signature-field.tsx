import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';

/**
 * A signature drawn with a finger on the screen (signature_pad). Gives a PNG data URL as the drawing goes, null
 * when empty.
 */
export function SignatureField({ label, onChange }: { label: string; onChange: (png: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);

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
        aria-label={`${label} : dessinez avec le doigt`}
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
          Effacer la signature
        </Button>
      </Box>
    </Stack>
  );
}
