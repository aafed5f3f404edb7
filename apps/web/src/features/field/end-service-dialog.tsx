import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { fieldMessages } from '@securite/domain/field/field-messages';
import { useCallback, useId, useState } from 'react';
import { CameraCapture } from './camera-capture.tsx';
import { SignatureField } from './signature-field.tsx';

export interface ServiceEndInput {
  report: string;
  signerName: string;
  signature: string | null;
  /** JPEG data URLs, each sent as its own message before the end. */
  photos: string[];
}

/**
 * The end of service (spec 000 section 5): a report, the voucher signed on the screen with the signer's name
 * (required unless the activity type says not), and photos from the camera (required when the agency asks).
 */
export function EndServiceDialog({
  voucherRequired: required,
  photoRequired,
  onCancel,
  onEnd,
}: {
  voucherRequired: boolean;
  photoRequired: boolean;
  onCancel: () => void;
  onEnd: (input: ServiceEndInput) => void;
}) {
  const titleId = useId();
  const [report, setReport] = useState('');
  const [signerName, setSignerName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [photos, setPhotos] = useState<string[]>([]);
  const [photoMissing, setPhotoMissing] = useState(false);
  const onSignature = useCallback((png: string | null) => {
    setSignature(png);
    if (png) setMissing(false);
  }, []);
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Terminer le service</DialogTitle>
      <DialogContent>
        <TextField
          label="Rapport de fin de service"
          value={report}
          onChange={(event) => setReport(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <TextField
          label="Nom du signataire du bon"
          value={signerName}
          onChange={(event) => setSignerName(event.target.value)}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <SignatureField
          label={required ? 'Signature du bon' : 'Signature du bon (facultative)'}
          onChange={onSignature}
        />
        {missing && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {fieldMessages.voucherRequired}
          </Alert>
        )}
        <CameraCapture
          photos={photos}
          onChange={(next) => {
            setPhotos(next);
            if (next.length > 0) setPhotoMissing(false);
          }}
        />
        {photoMissing && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {fieldMessages.endPhotoRequired}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Annuler</Button>
        <Button
          variant="contained"
          onClick={() => {
            const noSignature = required && !signature;
            const noPhoto = photoRequired && photos.length === 0;
            setMissing(noSignature);
            setPhotoMissing(noPhoto);
            if (noSignature || noPhoto) return;
            onEnd({ report: report.trim(), signerName: signerName.trim(), signature, photos });
          }}
        >
          Terminer le service
        </Button>
      </DialogActions>
    </Dialog>
  );
}
