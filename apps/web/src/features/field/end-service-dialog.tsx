import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { fieldMessages } from '@securite/domain/field/field-messages';
import { useCallback, useId, useRef, useState } from 'react';
import { useUnsavedGuard } from '../../ui/form/use-unsaved-guard.ts';
import { CameraCapture } from './camera-capture.tsx';
import { SignatureField, type SignatureHandle } from './signature-field.tsx';

import { texts } from './texts.ts';

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
 *
 * One tap on « Terminer le service » ends the service or says why not, beside the button: the signature is read
 * from the pad at that moment (not from its last reported stroke), and on a touch screen the tap acts when the
 * finger lifts from the button, which the pointer keeps even if the closing keyboard moves the dialog meanwhile
 * (the click that follows, or a click from a mouse or a keyboard, acts once too).
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
  const pad = useRef<SignatureHandle>(null);
  const ended = useRef(false);
  const lastTouchEnd = useRef(Number.NEGATIVE_INFINITY);
  const submit = () => {
    if (ended.current) return;
    const drawn = pad.current?.read() ?? signature;
    if (drawn !== signature) setSignature(drawn);
    const noSignature = required && !drawn;
    const noPhoto = photoRequired && photos.length === 0;
    setMissing(noSignature);
    setPhotoMissing(noPhoto);
    if (noSignature || noPhoto) return;
    ended.current = true;
    onEnd({ report: report.trim(), signerName: signerName.trim(), signature: drawn, photos });
  };
  // Leaving with a report, a signer, a signature or photos asks first.
  const mayLeave = useUnsavedGuard(Boolean(report.trim() || signerName.trim() || signature || photos.length));
  const cancel = () =>
    void mayLeave().then((leave) => {
      if (leave) onCancel();
    });
  const onSignature = useCallback((png: string | null) => {
    setSignature(png);
    if (png) setMissing(false);
  }, []);
  return (
    <Dialog open onClose={cancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{texts.terminerLeService}</DialogTitle>
      <DialogContent>
        <TextField
          label={texts.rapportDeFinDe}
          value={report}
          onChange={(event) => setReport(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <TextField
          label={texts.nomDuSignataireDu}
          value={signerName}
          onChange={(event) => setSignerName(event.target.value)}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <SignatureField
          label={required ? texts.signatureDuBon : texts.signatureDuBonFacultative}
          onChange={onSignature}
          handle={pad}
        />
        <CameraCapture
          photos={photos}
          onChange={(next) => {
            setPhotos(next);
            if (next.length > 0) setPhotoMissing(false);
          }}
        />
      </DialogContent>
      {(missing || photoMissing) && (
        // Beside the button, never scrolled out of sight: why the tap did not end the service.
        <Alert severity="warning" role="alert" sx={{ mx: 3, mt: 1 }}>
          {[missing && fieldMessages.voucherRequired, photoMissing && fieldMessages.endPhotoRequired]
            .filter(Boolean)
            .join(' ')}
        </Alert>
      )}
      <DialogActions>
        <Button onClick={cancel}>{texts.annuler}</Button>
        <Button
          variant="contained"
          sx={{ touchAction: 'manipulation' }}
          onPointerUp={(event) => {
            if (event.pointerType === 'mouse') return;
            lastTouchEnd.current = event.timeStamp;
            submit();
          }}
          onClick={(event) => {
            // The click a touch produces after its pointerup: already handled.
            if (event.timeStamp - lastTouchEnd.current < 1000) return;
            submit();
          }}
        >
          {texts.terminerLeService}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
