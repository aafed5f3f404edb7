import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type QrExport, type StockReference, zQrExport } from '@securite/domain/stock/stock-schemas';
import {
  QR_DEFAULT_MARGIN_MM,
  QR_DEFAULT_PER_REFERENCE,
  QR_DEFAULT_PER_ROW,
  QR_DEFAULT_SIZE_MM,
} from '@securite/domain/stock/stock-types';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormNumberField } from '../../ui/form/form-number-field.tsx';
import { useDownloadQrCodes } from './api/download-qr-codes.ts';
import { useAllStockReferences } from './api/find-stock-references.ts';
import { referenceLabel } from './stock-labels.ts';

import { texts } from './texts.ts';

type Output = z.output<typeof zQrExport>;

/** Étiquettes QR: the references, codes per reference (4 by default), per row, their size and margin in mm. */
export function QrDialog({
  agencyId,
  initial,
  onClose,
}: {
  agencyId: string;
  initial: StockReference[];
  onClose: () => void;
}) {
  const titleId = useId();
  const references = useAllStockReferences(agencyId);
  const download = useDownloadQrCodes(agencyId);
  const { control, handleSubmit, formState } = useForm<QrExport, unknown, Output>({
    resolver: zodResolver(zQrExport),
    defaultValues: {
      items: initial.map((r) => ({ id: r.id })),
      qrCodesQuantity: QR_DEFAULT_PER_REFERENCE,
      qrCodeCountByRow: QR_DEFAULT_PER_ROW,
      qrCodeSize: QR_DEFAULT_SIZE_MM,
      qrCodeMargin: QR_DEFAULT_MARGIN_MM,
    },
  });
  const items = useWatch({ control, name: 'items' });
  // A download has no notice of its own: the sheet is the answer, and the download client shows a refusal.
  const onSubmit = handleSubmit(async (values) => {
    try {
      await download.mutateAsync(values);
      onClose();
    } catch {
      // The download client showed why.
    }
  });
  const options = references.data ?? [];
  const chosenOf = (ids: readonly { id: string }[]) =>
    ids.flatMap(({ id }) => options.find((r) => r.id === id) ?? initial.find((r) => r.id === id) ?? []);

  return (
    <FormDialog dirty={formState.isDirty} open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{texts.etiquettesQr}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Controller
              control={control}
              name="items"
              render={({ field }) => (
                <Autocomplete
                  multiple
                  options={options}
                  loading={references.isPending}
                  value={chosenOf(field.value)}
                  onChange={(_, next) => field.onChange(next.map((r) => ({ id: r.id })))}
                  onBlur={field.onBlur}
                  getOptionLabel={referenceLabel}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  noOptionsText={texts.aucuneReference}
                  renderInput={(params) => <TextField {...params} inputRef={field.ref} label={texts.references} />}
                />
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormNumberField control={control} name="qrCodesQuantity" label={texts.codesParReference} step={1} />
              <FormNumberField control={control} name="qrCodeCountByRow" label={texts.codesParLigne} step={1} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormNumberField
                control={control}
                name="qrCodeSize"
                label={texts.tailleMm}
                step={1}
                helperText={texts.de15A150}
              />
              <FormNumberField
                control={control}
                name="qrCodeMargin"
                label={texts.margeMm}
                step={1}
                helperText={texts.de0A30}
              />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={download.isPending} disabled={items.length === 0}>
            {texts.telechargerLePdf}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
