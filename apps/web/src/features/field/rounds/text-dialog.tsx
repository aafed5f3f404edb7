import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { FormDialog, FormDialogCancelButton } from '../../../ui/form/form-dialog.tsx';
import { useChangedSinceOpen } from '../../../ui/form/use-changed-since-open.ts';

import { texts } from './texts.ts';

/** Asks a text (a reason, an observation); refuses an empty one. */
export function TextDialog(props: {
  title: string;
  label: string;
  confirmLabel: string;
  onConfirm: (text: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dirty = useChangedSinceOpen({ text });
  const submit = () => {
    if (!text.trim()) {
      setError(texts.ceChampEstObligatoire);
      return;
    }
    props.onConfirm(text.trim());
  };
  return (
    <FormDialog dirty={dirty} open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <TextField
          label={props.label}
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          autoFocus
          required
          error={error !== null}
          helperText={error ?? ' '}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <FormDialogCancelButton />
        <Button variant="contained" onClick={submit}>
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
