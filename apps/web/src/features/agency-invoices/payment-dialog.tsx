import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AgencyInvoice,
  agencyInvoiceMessages as im,
} from '@securite/domain/agency-invoices/agency-invoice-schemas';
import { frenchEuros } from '@securite/domain/money/amounts';
import { parseEurosToCents } from '@securite/domain/money/money-input';
import {
  type SettlementMethod,
  settlementMethodLabels,
  settlementMethods,
} from '@securite/domain/payments/payment-methods';
import { todayIn } from '@securite/domain/time/calendar-day';
import { useId, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { DayInput } from '../../ui/day-input.tsx';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { useChangedSinceOpen } from '../../ui/form/use-changed-since-open.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { useRecordPayment } from './api/agency-invoices-admin-api.ts';

/** « Enregistrer un paiement » of a platform invoice: a part of it, or the balance (« Solde »). */
export function PaymentDialog({ invoice, onClose }: { invoice: AgencyInvoice; onClose: () => void }) {
  const titleId = useId();
  const record = useRecordPayment(invoice.id);
  const [date, setDate] = useState(todayIn('Europe/Paris'));
  const [settle, setSettle] = useState(true);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<SettlementMethod>('transfer');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const dirty = useChangedSinceOpen({ date, settle, amount, method, note });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      await record.mutateAsync({
        date,
        settle,
        amountCents: settle ? null : (parseEurosToCents(amount) ?? 0),
        paymentMethod: method,
        note: note || null,
      });
      notify.success(im.paymentRecorded);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      else setFormError(error instanceof Error ? error.message : 'Une erreur est survenue');
    }
  };
  return (
    <FormDialog dirty={dirty} open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Paiement de la facture {invoice.number}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <Typography>
              {invoice.agency.name} · reste à régler : <strong>{frenchEuros(invoice.balanceCents)}</strong>
            </Typography>
            <DayInput
              label="Date"
              value={date}
              onChange={(day) => setDate(day)}
              error={!!errors.date}
              helperText={errors.date}
            />
            <FormControlLabel
              control={<Switch checked={settle} onChange={(_, v) => setSettle(v)} />}
              label="Régler le solde"
            />
            {!settle && (
              <TextField
                label="Montant (€)"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                error={!!errors.amountCents}
                helperText={errors.amountCents}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            )}
            <TextField
              select
              label="Moyen de paiement"
              value={method}
              onChange={(e) => setMethod(e.target.value as SettlementMethod)}
            >
              {settlementMethods.map((m) => (
                <MenuItem key={m} value={m}>
                  {settlementMethodLabels[m]}
                </MenuItem>
              ))}
            </TextField>
            <TextField label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={record.isPending}>
            Enregistrer le paiement
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
