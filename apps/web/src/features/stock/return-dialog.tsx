import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { StockAssignment } from '@securite/domain/stock/stock-schemas';
import { type FormEvent, useId, useState } from 'react';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { useChangedSinceOpen } from '../../ui/form/use-changed-since-open.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { useChangeStock } from './api/change-stock.ts';
import { type FormErrors, formErrorsOf } from './form-errors.ts';
import { holderLabel, referenceLabel, stockUpdatedText } from './stock-texts.ts';

/** Restituer: all the units held, or fewer (the rest stays with the holder). */
export function ReturnDialog({
  agencyId,
  assignment,
  onClose,
}: {
  agencyId: string;
  assignment: StockAssignment;
  onClose: () => void;
}) {
  const titleId = useId();
  const change = useChangeStock(agencyId);
  const [quantity, setQuantity] = useState(String(assignment.quantity));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const dirty = useChangedSinceOpen({ quantity, note });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const n = Number(quantity);
    if (!Number.isInteger(n) || n < 1 || n > assignment.quantity) {
      setErrors({ quantity: `Entre 1 et ${assignment.quantity}` });
      return;
    }
    try {
      const update = await change.mutateAsync({ kind: 'return', id: assignment.id, quantity: n, note: note || null });
      notify.success(stockUpdatedText(update.updatedReferences));
      onClose();
    } catch (error) {
      setErrors(formErrorsOf(error));
    }
  };

  return (
    <FormDialog dirty={dirty} open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Restituer le matériel</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {`${referenceLabel(assignment.stockReference)}, attribué à ${holderLabel(assignment)}.`}
            </DialogContentText>
            {errors._ && <Alert severity="error">{errors._}</Alert>}
            <TextField
              label="Quantité restituée"
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              error={!!errors.quantity}
              helperText={errors.quantity ?? `${assignment.quantity} attribuée(s)`}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={change.isPending}>
            Restituer
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
