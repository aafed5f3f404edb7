import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { texts } from './texts.ts';

export interface SendEmailDialogProps {
  subject: string;
  statusLabel: string;
}

/**
 * Spec 000 section 4: a status change asks whether to e-mail the requester. Oui → true, Non → false; closing
 * it otherwise (Échap, outside) cancels the change.
 */
export function SendEmailDialog({ subject, statusLabel, close }: SendEmailDialogProps & DialogControls<boolean>) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open onClose={() => close()} aria-labelledby={titleId} aria-describedby={messageId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{texts.emailQuestion}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>
          {texts.emailQuestionMessage({ subject, status: statusLabel })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(false)}>{texts.no}</Button>
        <Button onClick={() => close(true)} variant="contained" autoFocus>
          {texts.yes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
