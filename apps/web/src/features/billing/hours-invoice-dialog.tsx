import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type CommercialDocument, zDocument, zHoursInvoiceRequest } from '@securite/domain/billing/schemas';
import { todayIn } from '@securite/domain/time/calendar-day';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { agencyPath, apiRequest } from '../../api/client.ts';
import { MonthInput } from '../../ui/day-input.tsx';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { useChangedSinceOpen } from '../../ui/form/use-changed-since-open.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { billingKey, useBillingCustomers } from './api/documents-api.ts';

export interface HoursInvoiceDialogProps {
  agencyId: string;
}

/** The previous month, the one usually billed: « 2026-10 » in November 2026. */
function previousMonth(): string {
  const today = todayIn('Europe/Paris');
  const date = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1));
  return date.toISOString().slice(0, 7);
}

/** Facturer les heures: a customer and a month; the draft invoice of its ended services comes back to review. */
export function HoursInvoiceDialog({ agencyId, close }: HoursInvoiceDialogProps & DialogControls<CommercialDocument>) {
  const titleId = useId();
  const client = useQueryClient();
  const customers = useBillingCustomers(agencyId);
  const [customerId, setCustomerId] = useState('');
  const [month, setMonth] = useState(previousMonth);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = useChangedSinceOpen({ customerId, month });
  const generate = async () => {
    const parsed = zHoursInvoiceRequest.safeParse({ customerId: customerId || undefined, month });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Formulaire invalide');
      return;
    }
    setBusy(true);
    try {
      const doc = await apiRequest(agencyPath(agencyId, '/invoice/from-hours'), {
        method: 'POST',
        body: parsed.data,
        schema: zDocument,
        notifyErrors: false,
      });
      await client.invalidateQueries({ queryKey: billingKey(agencyId) });
      // Time an invoice already bills was left out: say so (« Déjà facturé : … »).
      if (doc.notice) notify.info(doc.notice);
      close(doc);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Une erreur est survenue');
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog dirty={dirty} open onClose={() => close()} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Facturer les heures</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            Les services terminés du mois sur les sites du client, au tarif de sa grille (jour, nuit, dimanche, férié),
            dans une facture en brouillon à relire avant de la valider.
          </DialogContentText>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField select label="Client" value={customerId} onChange={(e) => setCustomerId(e.target.value)} required>
            {(customers.data ?? []).map((customer) => (
              <MenuItem key={customer.id} value={customer.id}>
                {customer.name}
              </MenuItem>
            ))}
          </TextField>
          <MonthInput label="Mois" value={month} onChange={(day) => setMonth(day)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <FormDialogCancelButton />
        <Button variant="contained" onClick={generate} disabled={busy}>
          Générer
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
