import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { fieldMessages } from '@securite/domain/field/field-messages';
import { voucherRequired } from '@securite/domain/field/service-lifecycle';
import { useCallback, useId, useState } from 'react';
import { SignatureField } from './signature-field.tsx';

export interface ServiceEndInput {
  report: string;
  signerName: string;
  signature: string | null;
}

/** The end of service: a report and the name of whoever signs the voucher. */
export function EndServiceDialog({
  onCancel,
  onEnd,
}: {
  onCancel: () => void;
  onEnd: (input: ServiceEndInput) => void;
}) {
  const titleId = useId();
  const [report, setReport] = useState('');
  const [signerName, setSignerName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const onSignature = useCallback((png: string | null) => {
    setSignature(png);
    if (png) setMissing(false);
  }, []);
  // Spec 000 section 5: unless the activity type says otherwise (none does yet), the voucher must be signed.
  const required = voucherRequired(null);
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
        <SignatureField label="Signature du bon" onChange={onSignature} />
        {missing && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {fieldMessages.voucherRequired}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Annuler</Button>
        <Button
          variant="contained"
          onClick={() => {
            if (required && !signature) return setMissing(true);
            onEnd({ report: report.trim(), signerName: signerName.trim(), signature });
          }}
        >
          Terminer le service
        </Button>
      </DialogActions>
    </Dialog>
  );
}
