import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';

import { texts } from './texts.ts';

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
      <DialogTitle id={titleId}>{texts.envoyerUnEMail}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>
          {texts.laDemande} {subject} {texts.passeraA} {statusLabel} ».
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(false)}>{texts.non}</Button>
        <Button onClick={() => close(true)} variant="contained" autoFocus>
          {texts.oui}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
