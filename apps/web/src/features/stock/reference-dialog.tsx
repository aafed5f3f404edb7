import { zodResolver } from '@hookform/resolvers/zod';
import AutorenewIcon from '@mui/icons-material/Autorenew';
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
import {
  type StockReference,
  type StockReferenceSave,
  zStockReferenceSave,
} from '@securite/domain/stock/stock-schemas';
import { stockStatuses, stockStatusLabels } from '@securite/domain/stock/stock-types';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormNumberField } from '../../ui/form/form-number-field.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { generateReferenceCode, useSaveStockReference } from './api/save-stock-reference.ts';
import { stockUpdatedText } from './stock-labels.ts';

import { texts } from './texts.ts';

type Output = z.output<typeof zStockReferenceSave>;

/** A type's message ('types.2' is too long) or the list's own. */
const typesError = (error: unknown): string | undefined => {
  if (Array.isArray(error)) return error.map(typesError).find(Boolean);
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

const valuesOf = (reference: StockReference | null): StockReferenceSave => ({
  id: reference?.id ?? null,
  title: reference?.title ?? '',
  reference: reference?.reference ?? '',
  types: reference?.types ?? [],
  status: reference?.status ?? 'active',
  quantity: reference?.quantity ?? 0,
  description: reference?.description ?? '',
});

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
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<
    StockReferenceSave,
    unknown,
    Output
  >({
    resolver: zodResolver(zStockReferenceSave),
    defaultValues: valuesOf(reference),
  });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      // 'all': a type refused arrives as 'types.N'.
      fields: 'all',
      save: (values) =>
        save.mutateAsync({ ...values, reference: values.reference || null, description: values.description || null }),
      success: (saved) => stockUpdatedText([saved]),
      onSaved: onClose,
    },
  );
  const generate = async () =>
    setValue('reference', await generateReferenceCode(agencyId, getValues('title')), { shouldDirty: true });

  return (
    <FormDialog
      dirty={formState.isDirty}
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{reference ? texts.modifierLaReference : texts.nouvelleReference}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormError message={formError} />
            <FormTextField control={control} name="title" label={texts.titre} required />
            <FormTextField
              control={control}
              name="reference"
              label={texts.reference}
              helperText={texts.laisseeVideElleEst}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton aria-label="Générer une référence" onClick={generate}>
                        <AutorenewIcon />
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Controller
              control={control}
              name="types"
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  freeSolo
                  options={[...types]}
                  value={field.value ?? []}
                  onChange={(_, next) => field.onChange(next.map((t) => t.trim()).filter(Boolean))}
                  onBlur={field.onBlur}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      label={texts.types}
                      error={fieldState.invalid}
                      helperText={typesError(fieldState.error) ?? texts.choisissezOuTapezUn}
                    />
                  )}
                />
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="status"
                label={texts.statut}
                select
                fullWidth={false}
                sx={{ minWidth: 160 }}
              >
                {stockStatuses.map((s) => (
                  <MenuItem key={s} value={s}>
                    {stockStatusLabels[s]}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormNumberField
                control={control}
                name="quantity"
                label={texts.quantiteEnStock}
                step={1}
                fullWidth={false}
                helperText={texts.toutesLesUnitesAttribuees}
              />
            </Stack>
            <FormTextField control={control} name="description" label={texts.description} multiline minRows={2} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={save.isPending}>
            {texts.enregistrer}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
