import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { texts } from '../texts.ts';
import type { DialogControls } from './dialog-store.ts';

export interface ConfirmOptions {
  title: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for deletions and other actions that cannot be undone. */
  destructive?: boolean;
}

/** The confirmation dialog itself, loaded when the first confirmation is asked (confirm-dialog.tsx). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = texts.confirmer,
  cancelLabel = texts.annuler,
  destructive = false,
  close,
}: ConfirmOptions & DialogControls<boolean>) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open
      onClose={() => close(false)}
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {message && (
        <DialogContent>
          <DialogContentText id={messageId}>{message}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={() => close(false)}>{cancelLabel}</Button>
        <Button onClick={() => close(true)} variant="contained" color={destructive ? 'error' : 'primary'} autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
