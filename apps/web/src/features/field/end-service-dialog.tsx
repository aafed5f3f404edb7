import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

export interface ServiceEndInput {
  report: string;
  signerName: string;
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Annuler</Button>
        <Button variant="contained" onClick={() => onEnd({ report: report.trim(), signerName: signerName.trim() })}>
          Terminer le service
        </Button>
      </DialogActions>
    </Dialog>
  );
}
