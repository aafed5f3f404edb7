import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type PaymentMethod, paymentMethodLabels, paymentMethods } from '@securite/domain/billing/document-types';
import { type CommercialDocument, zPaymentInput } from '@securite/domain/billing/schemas';
import { centsToInput, parseEurosToCents } from '@securite/domain/money/money-input';
import { todayIn } from '@securite/domain/time/calendar-day';
import { useId, useState } from 'react';
import { DayInput } from '../../ui/day-input.tsx';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { useChangedSinceOpen } from '../../ui/form/use-changed-since-open.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { useDocumentAction } from './api/documents-api.ts';
import { families } from './document-families.ts';

export interface PaymentDialogProps {
  agencyId: string;
  doc: CommercialDocument;
}

/** A partial payment of an invoice: date, amount, method, note. */
export function PaymentDialog({ agencyId, doc, close }: PaymentDialogProps & DialogControls<CommercialDocument>) {
  const titleId = useId();
  const action = useDocumentAction(agencyId, families.invoices);
  const [date, setDate] = useState(todayIn('Europe/Paris'));
  const [amount, setAmount] = useState(centsToInput(doc.leftToPayCents));
  const [method, setMethod] = useState<PaymentMethod>('transfer');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dirty = useChangedSinceOpen({ date, amount, method, note });
  const save = async () => {
    const parsed = zPaymentInput.safeParse({
      date,
      amountCents: parseEurosToCents(amount) ?? Number.NaN,
      method,
      note: note || null,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Formulaire invalide');
      return;
    }
    try {
      const next = await action.mutateAsync({ kind: 'payment', id: doc.id, payment: parsed.data });
      notify.success('Paiement enregistré');
      close(next ?? undefined);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Une erreur est survenue');
    }
  };
  return (
    <FormDialog dirty={dirty} open onClose={() => close()} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Paiement partiel</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <DayInput label="Date du paiement" value={date} onChange={(day) => setDate(day)} />
          <TextField
            label="Montant (€)"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            inputMode="decimal"
          />
          <TextField
            select
            label="Moyen de paiement"
            value={method}
            onChange={(e) => setMethod(e.target.value as PaymentMethod)}
          >
            {paymentMethods.map((m) => (
              <MenuItem key={m} value={m}>
                {paymentMethodLabels[m]}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <FormDialogCancelButton />
        <Button variant="contained" onClick={save} disabled={action.isPending}>
          Enregistrer
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
