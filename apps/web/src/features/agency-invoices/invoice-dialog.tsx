import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type AgencyInvoiceCreate,
  zAgencyInvoiceCreate,
} from '@securite/domain/agency-invoices/agency-invoice-schemas';
import { frenchEuros } from '@securite/domain/money/amounts';
import { orderTotals } from '@securite/domain/shop/order-rules';
import { todayIn } from '@securite/domain/time/calendar-day';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../ui/form/apply-server-errors.ts';
import { FormCentsField } from '../../ui/form/form-cents-field.tsx';
import { FormDayField } from '../../ui/form/form-day-field.tsx';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormNumberField } from '../../ui/form/form-number-field.tsx';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { AgencyPicker, type PickedAgency } from '../subscriptions/public.ts';
import { previewInvoice, useCreateInvoice } from './api/agency-invoices-admin-api.ts';

import { texts } from './texts.ts';

type Input = z.input<typeof zAgencyInvoiceCreate>;
type Line = Input['lines'][number];

// A line's price stays empty until typed: the schema then asks for it.
const newLine = (): Line => ({ label: '', quantity: 1, unitPriceCents: null as unknown as number });
const amount = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);
const bodyOf = (values: AgencyInvoiceCreate): AgencyInvoiceCreate => ({ ...values, note: values.note || null });

/** « Nouvelle facture » of the platform to an agency: its lines, its dates; a preview before it is numbered. */
export function InvoiceDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const create = useCreateInvoice();
  // The agency picked, shown by the picker; the form holds its id.
  const [agency, setAgency] = useState<PickedAgency | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, AgencyInvoiceCreate>({
    resolver: zodResolver(zAgencyInvoiceCreate),
    defaultValues: { agencyId: '', date: todayIn('Europe/Paris'), note: '', firstPayment: false, lines: [newLine()] },
  });
  const lines = useFieldArray({ control, name: 'lines' });
  const { onSubmit, formError, setFormError } = useFormSubmit(
    { handleSubmit, setError },
    {
      // The lines' messages name their row ('lines.2.label').
      fields: 'all',
      save: (values) => create.mutateAsync(bodyOf(values)),
      success: (saved) => texts.laFactureANumber(saved.number),
      onSaved: onClose,
    },
  );
  const onPreview = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await previewInvoice(bodyOf(values));
    } catch (error) {
      setFormError(applyServerErrors(error, setError, 'all'));
    }
  });
  const watched = useWatch({ control, name: 'lines' });
  const totals = orderTotals(
    watched.map((l) => ({ quantity: amount(l.quantity), unitPriceCents: amount(l.unitPriceCents) })),
    0,
  );
  const linesError = formState.errors.lines?.message ?? formState.errors.lines?.root?.message;
  return (
    <FormDialog dirty={formState.isDirty} open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{texts.nouvelleFactureDAgence}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormError message={formError} />
            <Controller
              control={control}
              name="agencyId"
              render={({ field, fieldState }) => (
                <AgencyPicker
                  value={agency}
                  onChange={(next) => {
                    setAgency(next);
                    field.onChange(next?.id ?? '');
                  }}
                  error={fieldState.error?.message}
                  label={texts.agenceFacturee}
                />
              )}
            />
            <FormDayField control={control} name="date" label={texts.date} sx={{ maxWidth: 220 }} />
            {linesError && <Alert severity="error">{linesError}</Alert>}
            {lines.fields.map((line, i) => (
              <Stack key={line.id} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <FormTextField control={control} name={`lines.${i}.label`} label={texts.designation} sx={{ flex: 1 }} />
                <FormNumberField
                  control={control}
                  name={`lines.${i}.quantity`}
                  label={texts.qte}
                  step={1}
                  fullWidth={false}
                  sx={{ width: 90 }}
                />
                <FormCentsField
                  control={control}
                  name={`lines.${i}.unitPriceCents`}
                  label={texts.prixHt}
                  fullWidth={false}
                  sx={{ width: 140 }}
                />
                <IconButton aria-label={texts.retirerLaLigneValue(i + 1)} onClick={() => lines.remove(i)}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
            <Stack direction="row">
              <Button onClick={() => lines.append(newLine())}>{texts.ajouterUneLigne}</Button>
            </Stack>
            <Typography>
              {texts.totalHt} {frenchEuros(totals.totalCents)} · TVA 20 % {frenchEuros(totals.vatCents)} ·{' '}
              <strong>TTC {frenchEuros(totals.totalInclTaxCents)}</strong>
            </Typography>
            <FormTextField control={control} name="note" label={texts.note} multiline minRows={2} />
            <FormSwitch control={control} name="firstPayment" label={texts.premierPaiementDeL} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onPreview}>{texts.apercu}</Button>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={create.isPending}>
            {texts.emettreLaFacture}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
