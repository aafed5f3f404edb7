import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';

/**
 * Spec 001 section 4: a status change asks whether to e-mail the customer. Oui → true, Non → false; closing it
 * otherwise (Échap, outside) cancels the change.
 */
export function CustomerRequestEmailDialog({
  subject,
  statusLabel,
  close,
}: { subject: string; statusLabel: string } & DialogControls<boolean>) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open onClose={() => close()} aria-labelledby={titleId} aria-describedby={messageId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Envoyer un e-mail au client ?</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>
          La demande « {subject} » passera à « {statusLabel} ».
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(false)}>Non</Button>
        <Button onClick={() => close(true)} variant="contained" autoFocus>
          Oui
        </Button>
      </DialogActions>
    </Dialog>
  );
}
