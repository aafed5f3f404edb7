import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type AlarmClose, zAlarmClose } from '@securite/domain/pti/pti-alarms';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';

import { texts } from './texts.ts';

/**
 * Closing an alarm asks what was done (kept with who closed it and when). The page sends it and shows the notice
 * (an error is the API client's notice): the dialog only checks the comment with the server's schema.
 */
export function CloseAlarmDialog({
  label,
  pending,
  onCancel,
  onClose,
}: {
  label: string;
  pending: boolean;
  onCancel: () => void;
  onClose: (comment: string) => void;
}) {
  const { control, handleSubmit, formState } = useForm<z.input<typeof zAlarmClose>, unknown, AlarmClose>({
    resolver: zodResolver(zAlarmClose),
    defaultValues: { comment: '' },
  });
  const onSubmit = handleSubmit((values) => onClose(values.comment));
  return (
    <FormDialog
      dirty={formState.isDirty}
      open
      onClose={onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby="titre-cloture-alerte"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="titre-cloture-alerte">
          {texts.cloturerLAlerte} {label} »
        </DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="comment"
            autoFocus
            label={texts.commentaire}
            multiline
            minRows={3}
            margin="dense"
            helperText={texts.ceQuiAEte}
          />
        </DialogContent>
        <DialogActions>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={pending}>
            {texts.cloturer}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
