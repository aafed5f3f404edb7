import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { texts } from '../texts.ts';
import { useFormDialogGuard, useReportDirty } from './form-dialog.tsx';
import { useUnsavedGuard } from './use-unsaved-guard.ts';

/**
 * A form dialog's « Annuler » and « Enregistrer » (the submit button), after any other actions given. With `dirty`
 * (unsaved input), « Annuler » asks before losing it; inside a FormDialog, `dirty` also guards its Escape, backdrop
 * and close icon (one question, the dialog's).
 */
export function FormDialogActions({
  onCancel,
  saving,
  dirty = false,
  sx,
  children,
}: {
  onCancel: () => void;
  saving?: boolean;
  dirty?: boolean;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}) {
  const dialog = useFormDialogGuard();
  useReportDirty(dirty);
  const ownGuard = useUnsavedGuard(dialog ? false : dirty);
  const mayLeave = dialog?.mayLeave ?? ownGuard;
  return (
    <DialogActions sx={sx}>
      {children}
      <Button
        onClick={() =>
          void mayLeave().then((leave) => {
            if (leave) onCancel();
          })
        }
      >
        {texts.annuler}
      </Button>
      <Button type="submit" variant="contained" loading={saving}>
        {texts.enregistrer}
      </Button>
    </DialogActions>
  );
}

/** The message above or below a form that no field shows (useFormSubmit's formError); nothing without one. */
export function FormError({ message, sx }: { message: string | null; sx?: SxProps<Theme> }) {
  if (!message) return null;
  return (
    <Alert severity="error" sx={sx}>
      {message}
    </Alert>
  );
}
