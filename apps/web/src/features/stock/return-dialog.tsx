import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type StockAssignment, zStockReturnBody } from '@securite/domain/stock/stock-schemas';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormNumberField } from '../../ui/form/form-number-field.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { useChangeStock } from './api/change-stock.ts';
import { holderLabel, referenceLabel, stockUpdatedText } from './stock-labels.ts';

import { texts } from './texts.ts';

/** The request's fields, the quantity required and at most the units held (« Entre 1 et N » whatever is wrong). */
function returnFormSchema(held: number) {
  const range = texts.entre1EtHeld(held);
  return zStockReturnBody.extend({ quantity: z.number({ error: range }).int(range).min(1, range).max(held, range) });
}
type ReturnForm = ReturnType<typeof returnFormSchema>;

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
  const schema = useMemo(() => returnFormSchema(assignment.quantity), [assignment.quantity]);
  const { control, handleSubmit, setError, formState } = useForm<z.input<ReturnForm>, unknown, z.output<ReturnForm>>({
    resolver: zodResolver(schema),
    defaultValues: { quantity: assignment.quantity, note: '' },
  });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: ['quantity', 'note'],
      save: ({ quantity, note }) =>
        change.mutateAsync({ kind: 'return', id: assignment.id, quantity, note: note || null }),
      success: (update) => stockUpdatedText(update.updatedReferences),
      onSaved: onClose,
    },
  );

  return (
    <FormDialog dirty={formState.isDirty} open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{texts.restituerLeMateriel}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {texts.attribueAValueValue2(referenceLabel(assignment.stockReference), holderLabel(assignment))}
            </DialogContentText>
            <FormError message={formError} />
            <FormNumberField
              control={control}
              name="quantity"
              label={texts.quantiteRestituee}
              step={1}
              helperText={texts.attribueeSQuantity(assignment.quantity)}
            />
            <FormTextField control={control} name="note" label={texts.note} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={change.isPending}>
            {texts.restituer}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
