import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { zAlarmClose } from '@securite/domain/pti/pti-alarms';
import { useState } from 'react';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { useChangedSinceOpen } from '../../ui/form/use-changed-since-open.ts';

/** Closing an alarm asks what was done (kept with who closed it and when). */
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
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dirty = useChangedSinceOpen({ comment });
  const submit = () => {
    const parsed = zAlarmClose.safeParse({ comment });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    onClose(parsed.data.comment);
  };
  return (
    <FormDialog dirty={dirty} open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="titre-cloture-alerte">
      <DialogTitle id="titre-cloture-alerte">Clôturer l’alerte « {label} »</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          label="Commentaire"
          multiline
          minRows={3}
          fullWidth
          margin="dense"
          value={comment}
          onChange={(e) => {
            setComment(e.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? 'Ce qui a été fait : appel de l’agent, intervention, fausse alerte…'}
        />
      </DialogContent>
      <DialogActions>
        <FormDialogCancelButton />
        <Button variant="contained" onClick={submit} loading={pending}>
          Clôturer
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
