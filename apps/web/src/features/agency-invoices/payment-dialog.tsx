import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type AgencyInvoice,
  type AgencyInvoicePaymentSave,
  agencyInvoiceMessages as im,
  zAgencyInvoicePaymentSave,
} from '@securite/domain/agency-invoices/agency-invoice-schemas';
import { frenchEuros } from '@securite/domain/money/amounts';
import { settlementMethodLabels, settlementMethods } from '@securite/domain/payments/payment-methods';
import { todayIn } from '@securite/domain/time/calendar-day';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormCentsField } from '../../ui/form/form-cents-field.tsx';
import { FormDayField } from '../../ui/form/form-day-field.tsx';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { useRecordPayment } from './api/agency-invoices-admin-api.ts';

import { texts } from './texts.ts';

type Input = z.input<typeof zAgencyInvoicePaymentSave>;

/** « Enregistrer un paiement » of a platform invoice: a part of it, or the balance (« Solde »). */
export function PaymentDialog({ invoice, onClose }: { invoice: AgencyInvoice; onClose: () => void }) {
  const titleId = useId();
  const record = useRecordPayment(invoice.id);
  const { control, handleSubmit, setError, setValue, formState } = useForm<Input, unknown, AgencyInvoicePaymentSave>({
    resolver: zodResolver(zAgencyInvoicePaymentSave),
    defaultValues: {
      date: todayIn('Europe/Paris'),
      settle: true,
      amountCents: null,
      paymentMethod: 'transfer',
      note: '',
    },
  });
  const settle = useWatch({ control, name: 'settle' });
  // The balance settled: the amount, hidden, is not asked (nor checked).
  useEffect(() => {
    if (settle) setValue('amountCents', null);
  }, [settle, setValue]);
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: ['date', 'amountCents', 'paymentMethod', 'note', 'settle'],
      save: (values) =>
        record.mutateAsync({
          ...values,
          amountCents: values.settle ? null : values.amountCents,
          note: values.note || null,
        }),
      success: im.paymentRecorded,
      onSaved: onClose,
    },
  );
  return (
    <FormDialog dirty={formState.isDirty} open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>
          {texts.paiementDeLaFacture} {invoice.number}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormError message={formError} />
            <Typography>
              {invoice.agency.name} {texts.resteARegler} <strong>{frenchEuros(invoice.balanceCents)}</strong>
            </Typography>
            <FormDayField control={control} name="date" label={texts.date} />
            <FormSwitch control={control} name="settle" label={texts.reglerLeSolde} />
            {!settle && <FormCentsField control={control} name="amountCents" label={texts.montant} />}
            <FormTextField control={control} name="paymentMethod" label={texts.moyenDePaiement} select>
              {settlementMethods.map((m) => (
                <MenuItem key={m} value={m}>
                  {settlementMethodLabels[m]}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={control} name="note" label={texts.note} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={record.isPending}>
            {texts.enregistrerLePaiement}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
