import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { VAT_EXEMPTIONS } from '@securite/domain/billing/vat-rules';
import { centsToInput, parseDecimal, parseEurosToCents } from '@securite/domain/money/money-input';
import {
  type Recurrence,
  recurrenceFrequencies,
  recurrenceFrequencyLabels,
  recurrenceModeLabels,
  recurrenceModes,
  zRecurrenceSave,
} from '@securite/domain/recurring-billing/recurrence';
import { todayIn } from '@securite/domain/time/calendar-day';
import { useId, useState } from 'react';
import { DayInput } from '../../ui/day-input.tsx';
import { useRecurrenceAction, useRecurrenceCustomers } from './recurring-billing-api.ts';

interface LineState {
  label: string;
  quantity: string;
  price: string;
  vat: string;
  /** At 0 %: the VATEX code of its exemption or reverse charge. */
  vatExemptionCode: string;
}

const emptyLine: LineState = { label: '', quantity: '1', price: '', vat: '20', vatExemptionCode: '' };
const isZero = (vat: string) => parseDecimal(vat) === 0;

/** The create or edit form of a recurrence: customer, lines, frequency and day, dates, mode. */
export function RecurrenceFormDialog({
  agencyId,
  initial,
  onClose,
}: {
  agencyId: string;
  initial: Recurrence | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const customers = useRecurrenceCustomers(agencyId, true);
  const action = useRecurrenceAction(agencyId);
  const [customerId, setCustomerId] = useState(initial?.customerId ?? '');
  const [subject, setSubject] = useState(initial?.subject ?? '');
  const [frequency, setFrequency] = useState<string>(initial?.frequency ?? 'monthly');
  const [day, setDay] = useState(String(initial?.dayOfMonth ?? 1));
  const [startDate, setStartDate] = useState(initial?.startDate ?? todayIn('Europe/Paris'));
  const [endDate, setEndDate] = useState(initial?.endDate ?? '');
  const [mode, setMode] = useState<string>(initial?.mode ?? 'draft');
  const [lines, setLines] = useState<LineState[]>(
    initial?.lines.map((l) => ({
      label: l.label,
      quantity: String(l.quantity).replace('.', ','),
      price: centsToInput(l.unitPriceCents),
      vat: String(l.vatRateBp / 100).replace('.', ','),
      vatExemptionCode: l.vatExemptionCode ?? '',
    })) ?? [{ ...emptyLine }],
  );
  const [error, setError] = useState<string | null>(null);

  const setLine = (index: number, patch: Partial<LineState>) =>
    setLines(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = zRecurrenceSave.safeParse({
      id: initial?.id,
      customerId,
      subject: subject || null,
      frequency,
      dayOfMonth: Number(day),
      startDate,
      endDate: endDate || null,
      mode,
      discount: initial?.discount ?? null,
      lines: lines.map((line) => ({
        label: line.label,
        quantity: parseDecimal(line.quantity) ?? Number.NaN,
        unitPriceCents: parseEurosToCents(line.price) ?? Number.NaN,
        vatRateBp: Math.round((parseDecimal(line.vat) ?? Number.NaN) * 100),
        vatExemptionCode: isZero(line.vat) && line.vatExemptionCode ? line.vatExemptionCode : null,
      })),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] === 'customerId' ? 'Client' : String(issue?.path.join(' ') ?? '');
      setError(`${field} : ${issue?.message ?? ''}`);
      return;
    }
    try {
      await action.mutateAsync({ kind: 'save', input: parsed.data });
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Une erreur est survenue');
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{initial ? 'Modifier l’abonnement' : 'Nouvel abonnement'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField select label="Client" value={customerId} onChange={(e) => setCustomerId(e.target.value)}>
              {(customers.data ?? []).map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField label="Objet" value={subject} onChange={(e) => setSubject(e.target.value)} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label="Fréquence"
                value={frequency}
                onChange={(e) => setFrequency(e.target.value)}
                sx={{ minWidth: 180 }}
              >
                {recurrenceFrequencies.map((f) => (
                  <MenuItem key={f} value={f}>
                    {recurrenceFrequencyLabels[f]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Jour du mois"
                value={day}
                onChange={(e) => setDay(e.target.value)}
                inputMode="numeric"
                helperText="De 1 à 28"
              />
              <TextField
                select
                label="Mode"
                value={mode}
                onChange={(e) => setMode(e.target.value)}
                sx={{ minWidth: 200 }}
              >
                {recurrenceModes.map((m) => (
                  <MenuItem key={m} value={m}>
                    {recurrenceModeLabels[m]}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DayInput label="Date de début" value={startDate} onChange={(day) => setStartDate(day)} />
              <DayInput label="Date de fin (facultative)" value={endDate} onChange={(day) => setEndDate(day)} />
            </Stack>
            {lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no identity but their position
              <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  label={`Désignation ${index + 1}`}
                  value={line.label}
                  onChange={(e) => setLine(index, { label: e.target.value })}
                  sx={{ flex: 3 }}
                />
                <TextField
                  label="Quantité"
                  value={line.quantity}
                  onChange={(e) => setLine(index, { quantity: e.target.value })}
                  sx={{ flex: 1 }}
                />
                <TextField
                  label="Prix unitaire HT (€)"
                  value={line.price}
                  onChange={(e) => setLine(index, { price: e.target.value })}
                  sx={{ flex: 1 }}
                />
                <TextField
                  label="TVA (%)"
                  value={line.vat}
                  onChange={(e) => setLine(index, { vat: e.target.value })}
                  sx={{ flex: 1 }}
                />
                {isZero(line.vat) && (
                  <TextField
                    select
                    label={`Motif 0 % ${index + 1}`}
                    value={line.vatExemptionCode}
                    onChange={(e) => setLine(index, { vatExemptionCode: e.target.value })}
                    required
                    sx={{ flex: 2 }}
                  >
                    {VAT_EXEMPTIONS.map((exemption) => (
                      <MenuItem key={exemption.code} value={exemption.code}>
                        {exemption.label}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
                <IconButton
                  aria-label={`Retirer la ligne ${index + 1}`}
                  disabled={lines.length === 1}
                  onClick={() => setLines(lines.filter((_, i) => i !== index))}
                >
                  ×
                </IconButton>
              </Stack>
            ))}
            <div>
              <Button onClick={() => setLines([...lines, { ...emptyLine }])}>Ajouter une ligne</Button>
            </div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" disabled={action.isPending}>
            Enregistrer
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
