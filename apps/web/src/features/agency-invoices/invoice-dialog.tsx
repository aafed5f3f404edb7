import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AgencyInvoiceCreate } from '@securite/domain/agency-invoices/agency-invoice-schemas';
import { frenchEuros } from '@securite/domain/money/amounts';
import { parseEurosToCents } from '@securite/domain/money/money-input';
import { orderTotals } from '@securite/domain/shop/order-rules';
import { todayIn } from '@securite/domain/time/calendar-day';
import { useId, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { DayInput } from '../../ui/day-input.tsx';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { useChangedSinceOpen } from '../../ui/form/use-changed-since-open.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { AgencyPicker, type PickedAgency } from '../subscriptions/public.ts';
import { previewInvoice, useCreateInvoice } from './api/agency-invoices-admin-api.ts';

let nextUid = 1;
const newLine = (): LineState => ({ uid: nextUid++, label: '', quantity: '1', price: '' });

interface LineState {
  uid: number;
  label: string;
  quantity: string;
  price: string;
}

/** « Nouvelle facture » of the platform to an agency: its lines, its dates; a preview before it is numbered. */
export function InvoiceDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const create = useCreateInvoice();
  const [agency, setAgency] = useState<PickedAgency | null>(null);
  const [date, setDate] = useState(todayIn('Europe/Paris'));
  const [note, setNote] = useState('');
  const [firstPayment, setFirstPayment] = useState(false);
  const [lines, setLines] = useState<LineState[]>(() => [newLine()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const dirty = useChangedSinceOpen({ agency, date, note, firstPayment, lines });
  const setLine = (i: number, patch: Partial<LineState>) =>
    setLines(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const body = (): AgencyInvoiceCreate => ({
    agencyId: agency?.id ?? '',
    date,
    note: note || null,
    firstPayment,
    lines: lines.map((l) => ({
      label: l.label,
      quantity: Number(l.quantity) || 0,
      unitPriceCents: parseEurosToCents(l.price) ?? -1,
    })),
  });
  const totals = orderTotals(
    lines.map((l) => ({ quantity: Number(l.quantity) || 0, unitPriceCents: parseEurosToCents(l.price) ?? 0 })),
    0,
  );
  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.errors) setErrors(error.errors);
    else setFormError(error instanceof Error ? error.message : 'Une erreur est survenue');
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      const saved = await create.mutateAsync(body());
      notify.success(`La facture ${saved.number} a été émise`);
      onClose();
    } catch (error) {
      fail(error);
    }
  };
  return (
    <FormDialog dirty={dirty} open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Nouvelle facture d’agence</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <AgencyPicker value={agency} onChange={setAgency} error={errors.agencyId} label="Agence facturée" />
            <DayInput label="Date" value={date} onChange={(day) => setDate(day)} sx={{ maxWidth: 220 }} />
            {errors.lines && <Alert severity="error">{errors.lines}</Alert>}
            {lines.map((line, i) => (
              <Stack key={line.uid} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField
                  label="Désignation"
                  value={line.label}
                  onChange={(e) => setLine(i, { label: e.target.value })}
                  sx={{ flex: 1 }}
                  error={!!errors[`lines.${i}.label`]}
                  helperText={errors[`lines.${i}.label`]}
                />
                <TextField
                  label="Qté"
                  type="number"
                  value={line.quantity}
                  onChange={(e) => setLine(i, { quantity: e.target.value })}
                  sx={{ width: 90 }}
                />
                <TextField
                  label="Prix HT (€)"
                  value={line.price}
                  onChange={(e) => setLine(i, { price: e.target.value })}
                  sx={{ width: 140 }}
                  error={!!errors[`lines.${i}.unitPriceCents`]}
                  helperText={errors[`lines.${i}.unitPriceCents`]}
                />
                <IconButton
                  aria-label={`Retirer la ligne ${i + 1}`}
                  onClick={() => setLines(lines.filter((_, j) => j !== i))}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
            <Stack direction="row">
              <Button onClick={() => setLines([...lines, newLine()])}>Ajouter une ligne</Button>
            </Stack>
            <Typography>
              Total HT {frenchEuros(totals.totalCents)} · TVA 20 % {frenchEuros(totals.vatCents)} ·{' '}
              <strong>TTC {frenchEuros(totals.totalInclTaxCents)}</strong>
            </Typography>
            <TextField label="Note" multiline minRows={2} value={note} onChange={(e) => setNote(e.target.value)} />
            <FormControlLabel
              control={<Switch checked={firstPayment} onChange={(_, v) => setFirstPayment(v)} />}
              label="Premier paiement de l’abonnement (l’agence choisit son moyen de paiement)"
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => previewInvoice(body()).catch(fail)}>Aperçu</Button>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={create.isPending}>
            Émettre la facture
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
