import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { messages } from '@securite/domain/errors/messages';
import { useId } from 'react';
import type { DialogControls } from '../../../ui/dialogs/dialog-store.ts';

import { texts } from '../texts.ts';

/** Spec 000 section 8: a server message about agent records running out offers to buy a pack. */
export function AgentPackDialog({ message, close }: { message: string } & DialogControls<boolean>) {
  const titleId = useId();
  return (
    <Dialog open onClose={() => close(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{messages.agentPackTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
        <DialogContentText sx={{ mt: 1.5 }}>{texts.unPackDeFiches}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(false)}>{texts.plusTard}</Button>
        <Button variant="contained" onClick={() => close(true)} autoFocus>
          {texts.acheterDesFiches}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
