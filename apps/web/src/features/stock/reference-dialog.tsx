import AutorenewIcon from '@mui/icons-material/Autorenew';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type StockReference, zStockReferenceSave } from '@securite/domain/stock/stock-schemas';
import { stockStatuses, stockStatusLabels } from '@securite/domain/stock/stock-types';
import { type FormEvent, useId, useState } from 'react';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { useChangedSinceOpen } from '../../ui/form/use-changed-since-open.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { generateReferenceCode, useSaveStockReference } from './api/save-stock-reference.ts';
import { type FormErrors, formErrorsOf, issuesOf } from './form-errors.ts';
import { stockUpdatedText } from './stock-texts.ts';

/** Nouvelle référence / Modifier la référence: title, code (generated on demand), types, status, quantity. */
export function ReferenceDialog({
  agencyId,
  reference,
  types,
  onClose,
}: {
  agencyId: string;
  reference: StockReference | null;
  /** The types already used, offered in the field. */
  types: readonly string[];
  onClose: () => void;
}) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const save = useSaveStockReference(agencyId);
  const [title, setTitle] = useState(reference?.title ?? '');
  const [code, setCode] = useState(reference?.reference ?? '');
  const [chosenTypes, setChosenTypes] = useState<string[]>(reference?.types ?? []);
  const [status, setStatus] = useState(reference?.status ?? 'active');
  const [quantity, setQuantity] = useState(String(reference?.quantity ?? 0));
  const [description, setDescription] = useState(reference?.description ?? '');
  const [errors, setErrors] = useState<FormErrors>({});
  const dirty = useChangedSinceOpen({ title, code, chosenTypes, status, quantity, description });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = zStockReferenceSave.safeParse({
      id: reference?.id ?? null,
      title,
      reference: code || null,
      types: chosenTypes,
      status,
      quantity: quantity.trim() === '' ? Number.NaN : Number(quantity),
      description: description || null,
    });
    if (!parsed.success) {
      setErrors(issuesOf(parsed.error.issues));
      return;
    }
    try {
      const saved = await save.mutateAsync(parsed.data);
      notify.success(stockUpdatedText([saved]));
      onClose();
    } catch (error) {
      setErrors(formErrorsOf(error));
    }
  };

  return (
    <FormDialog
      dirty={dirty}
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{reference ? 'Modifier la référence' : 'Nouvelle référence'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {errors._ && <Alert severity="error">{errors._}</Alert>}
            <TextField
              label="Titre"
              required
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              error={!!errors.title}
              helperText={errors.title}
            />
            <TextField
              label="Référence"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={!!errors.reference}
              helperText={errors.reference ?? 'Laissée vide, elle est générée à partir du titre.'}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label="Générer une référence"
                        onClick={async () => setCode(await generateReferenceCode(agencyId, title))}
                      >
                        <AutorenewIcon />
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Autocomplete
              multiple
              freeSolo
              options={[...types]}
              value={chosenTypes}
              onChange={(_, next) => setChosenTypes(next.map((t) => t.trim()).filter(Boolean))}
              renderInput={(params) => (
                <TextField {...params} label="Types" helperText="Choisissez ou tapez un type puis Entrée." />
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label="Statut"
                value={status}
                onChange={(e) => setStatus(e.target.value as typeof status)}
                sx={{ minWidth: 160 }}
              >
                {stockStatuses.map((s) => (
                  <MenuItem key={s} value={s}>
                    {stockStatusLabels[s]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Quantité en stock"
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
                error={!!errors.quantity}
                helperText={errors.quantity ?? 'Toutes les unités, attribuées ou non.'}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Stack>
            <TextField
              label="Description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              multiline
              minRows={2}
              error={!!errors.description}
              helperText={errors.description}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={save.isPending}>
            Enregistrer
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
