import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

import { texts } from './texts.ts';

/**
 * The camera, reading a QR code with `qr-scanner` (loaded only when the dialog opens, to keep it out of the first
 * load); the first code read is given to `onRead`, once.
 */
export function QrScanDialog({ onRead, onClose }: { onRead: (text: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const read = useRef(onRead);
  read.current = onRead;
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let stopped = false;
    let done = false;
    let scanner: { stop(): void; destroy(): void } | null = null;
    (async () => {
      try {
        const { default: QrScanner } = await import('qr-scanner');
        if (stopped || !video.current) return;
        const instance = new QrScanner(
          video.current,
          (result) => {
            if (done || !result.data) return;
            done = true;
            read.current(result.data);
          },
          { returnDetailedScanResult: true, preferredCamera: 'environment', maxScansPerSecond: 5 },
        );
        scanner = instance;
        await instance.start();
      } catch {
        if (!stopped) setError(texts.impossibleDOuvrirLa);
      }
    })();
    return () => {
      stopped = true;
      scanner?.stop();
      scanner?.destroy();
    };
  }, []);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="qr-scan-title">
      <DialogTitle id="qr-scan-title">{texts.scannerLeQrCode}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error">{error}</Alert>
        ) : (
          <>
            <video ref={video} style={{ width: '100%', borderRadius: 8, background: '#000' }} muted playsInline />
            <Typography variant="body2" color="text.secondary">
              {texts.placezLeQrCode}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.fermer}</Button>
      </DialogActions>
    </Dialog>
  );
}
