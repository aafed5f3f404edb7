import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type StockActionSave, zStockActionSave } from '@securite/domain/stock/stock-schemas';
import { manualStockActions, stockActionLabels } from '@securite/domain/stock/stock-types';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormNumberField } from '../../ui/form/form-number-field.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { useChangeStock } from './api/change-stock.ts';
import { useAllStockReferences } from './api/find-stock-references.ts';
import { referenceLabel, stockUpdatedText } from './stock-labels.ts';

import { texts } from './texts.ts';

type Output = z.output<typeof zStockActionSave>;

/** Entrée ou sortie de stock: units bought, lost or broken, with a note. */
export function ActionDialog({ agencyId, onClose }: { agencyId: string; onClose: () => void }) {
  const titleId = useId();
  const references = useAllStockReferences(agencyId);
  const change = useChangeStock(agencyId);
  const { control, handleSubmit, setError, formState } = useForm<StockActionSave, unknown, Output>({
    resolver: zodResolver(zStockActionSave),
    defaultValues: { stockReferenceId: '', kind: 'in', quantity: 1, note: '' },
  });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: ['stockReferenceId', 'kind', 'quantity', 'note'],
      save: (values) => change.mutateAsync({ kind: 'action', body: { ...values, note: values.note || null } }),
      success: (update) => stockUpdatedText(update.updatedReferences),
      onSaved: onClose,
    },
  );
  const options = references.data ?? [];

  return (
    <FormDialog dirty={formState.isDirty} open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{texts.entreeOuSortieDe}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormError message={formError} />
            <Controller
              control={control}
              name="stockReferenceId"
              render={({ field, fieldState }) => (
                <Autocomplete
                  options={options}
                  loading={references.isPending}
                  value={options.find((r) => r.id === field.value) ?? null}
                  onChange={(_, next) => field.onChange(next?.id ?? '')}
                  onBlur={field.onBlur}
                  getOptionLabel={(r) => texts.enStockValueQuantity(referenceLabel(r), r.quantity)}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  noOptionsText={texts.aucuneReference}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      label={texts.reference}
                      required
                      error={fieldState.invalid}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="kind"
                label={texts.mouvement}
                select
                fullWidth={false}
                sx={{ minWidth: 200 }}
              >
                {manualStockActions.map((k) => (
                  <MenuItem key={k} value={k}>
                    {stockActionLabels[k]}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormNumberField control={control} name="quantity" label={texts.quantite} step={1} fullWidth={false} />
            </Stack>
            <FormTextField control={control} name="note" label={texts.note} placeholder={texts.achatPerteCasse} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={change.isPending}>
            {texts.enregistrer}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
