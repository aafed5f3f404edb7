import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zStockActionSave } from '@securite/domain/stock/stock-schemas';
import { manualStockActions, stockActionLabels } from '@securite/domain/stock/stock-types';
import { type FormEvent, useId, useState } from 'react';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { useChangedSinceOpen } from '../../ui/form/use-changed-since-open.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { useChangeStock } from './api/change-stock.ts';
import { useAllStockReferences } from './api/find-stock-references.ts';
import { type FormErrors, formErrorsOf, issuesOf } from './form-errors.ts';
import { referenceLabel, stockUpdatedText } from './stock-texts.ts';

/** Entrée ou sortie de stock: units bought, lost or broken, with a note. */
export function ActionDialog({ agencyId, onClose }: { agencyId: string; onClose: () => void }) {
  const titleId = useId();
  const references = useAllStockReferences(agencyId);
  const change = useChangeStock(agencyId);
  const [referenceId, setReferenceId] = useState('');
  const [kind, setKind] = useState<(typeof manualStockActions)[number]>('in');
  const [quantity, setQuantity] = useState('1');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const dirty = useChangedSinceOpen({ referenceId, kind, quantity, note });
  const options = references.data ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = zStockActionSave.safeParse({
      stockReferenceId: referenceId,
      kind,
      quantity: quantity.trim() === '' ? Number.NaN : Number(quantity),
      note: note || null,
    });
    if (!parsed.success) {
      setErrors(issuesOf(parsed.error.issues));
      return;
    }
    try {
      const update = await change.mutateAsync({ kind: 'action', body: parsed.data });
      notify.success(stockUpdatedText(update.updatedReferences));
      onClose();
    } catch (error) {
      setErrors(formErrorsOf(error));
    }
  };

  return (
    <FormDialog dirty={dirty} open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Entrée ou sortie de stock</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {errors._ && <Alert severity="error">{errors._}</Alert>}
            <Autocomplete
              options={options}
              loading={references.isPending}
              value={options.find((r) => r.id === referenceId) ?? null}
              onChange={(_, next) => setReferenceId(next?.id ?? '')}
              getOptionLabel={(r) => `${referenceLabel(r)} — ${r.quantity} en stock`}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              noOptionsText="Aucune référence"
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Référence"
                  required
                  error={!!errors.stockReferenceId}
                  helperText={errors.stockReferenceId}
                />
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label="Mouvement"
                value={kind}
                onChange={(e) => setKind(e.target.value as typeof kind)}
                sx={{ minWidth: 200 }}
              >
                {manualStockActions.map((k) => (
                  <MenuItem key={k} value={k}>
                    {stockActionLabels[k]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Quantité"
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
                error={!!errors.quantity}
                helperText={errors.quantity}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Stack>
            <TextField
              label="Note"
              placeholder="Achat, perte, casse…"
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={change.isPending}>
            Enregistrer
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
