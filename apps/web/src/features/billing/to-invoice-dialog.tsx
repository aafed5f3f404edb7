import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { documentTypeLabels } from '@securite/domain/billing/document-types';
import type { CommercialDocument } from '@securite/domain/billing/schemas';
import type { SourceInvoiceRequest } from '@securite/domain/billing/source-invoicing';
import { frenchEuros } from '@securite/domain/money/amounts';
import { parseDecimal, parseEurosToCents } from '@securite/domain/money/money-input';
import { useId, useState } from 'react';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { useDocumentAction } from './api/documents-api.ts';
import type { WebDocumentFamily } from './document-families.ts';

export interface ToInvoiceDialogProps {
  agencyId: string;
  family: WebDocumentFamily;
  /** An accepted quote or a validated purchase order. */
  doc: CommercialDocument;
}

type Mode = SourceInvoiceRequest['mode'];

/**
 * « Transformer en facture »: the whole quote (or purchase order) once, a deposit invoice (a percentage or an amount
 * including tax), or the balance its deposits left. What is already invoiced is shown; the server bounds them all.
 */
export function ToInvoiceDialog({
  agencyId,
  family,
  doc,
  close,
}: ToInvoiceDialogProps & DialogControls<CommercialDocument>) {
  const titleId = useId();
  const action = useDocumentAction(agencyId, family);
  const started = doc.invoicedCents > 0;
  const left = Math.max(0, doc.totalCents - doc.invoicedCents);
  const [mode, setMode] = useState<Mode>(started ? 'balance' : 'full');
  const [depositKind, setDepositKind] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('30');
  const [error, setError] = useState<string | null>(null);
  const word = documentTypeLabels[doc.type].toLowerCase();
  const submit = async () => {
    setError(null);
    let request: SourceInvoiceRequest = { mode };
    if (mode === 'deposit') {
      const percent = parseDecimal(value);
      const cents = parseEurosToCents(value);
      if (depositKind === 'percent' && (percent === null || percent <= 0 || percent > 100)) {
        setError('Indiquez un pourcentage entre 0 et 100.');
        return;
      }
      if (depositKind === 'amount' && (cents === null || cents <= 0)) {
        setError('Indiquez un montant TTC supérieur à 0.');
        return;
      }
      request =
        depositKind === 'percent'
          ? { mode, percentBp: Math.round((percent ?? 0) * 100) }
          : { mode, amountCents: cents ?? 0 };
    }
    try {
      const next = await action.mutateAsync({ kind: 'toInvoice', id: doc.id, request });
      notify.success('Facture créée en brouillon');
      close(next ?? undefined);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Une erreur est survenue');
    }
  };
  return (
    <Dialog open onClose={() => close()} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Transformer en facture</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <Typography variant="body2">
            {started
              ? `Déjà facturé : ${frenchEuros(doc.invoicedCents)} sur ${frenchEuros(doc.totalCents)} TTC. Reste à facturer : ${frenchEuros(left)}.`
              : `Ce ${word} n’a pas encore été facturé (${frenchEuros(doc.totalCents)} TTC).`}
          </Typography>
          <RadioGroup value={mode} onChange={(e) => setMode(e.target.value as Mode)} aria-label="Facture à créer">
            <FormControlLabel value="full" control={<Radio />} label="Facture complète" disabled={started} />
            <FormControlLabel value="deposit" control={<Radio />} label="Facture d’acompte" />
            <FormControlLabel value="balance" control={<Radio />} label="Facture de solde (ce qui reste à facturer)" />
          </RadioGroup>
          {mode === 'deposit' && (
            <Stack direction="row" spacing={1}>
              <TextField
                select
                label="Acompte en"
                value={depositKind}
                onChange={(e) => setDepositKind(e.target.value as 'percent' | 'amount')}
                slotProps={{ select: { native: true } }}
                sx={{ minWidth: 140 }}
              >
                <option value="percent">% du total</option>
                <option value="amount">€ TTC</option>
              </TextField>
              <TextField
                label={depositKind === 'percent' ? 'Pourcentage' : 'Montant TTC (€)'}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                inputMode="decimal"
              />
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()}>Annuler</Button>
        <Button variant="contained" onClick={submit} disabled={action.isPending}>
          Créer la facture
        </Button>
      </DialogActions>
    </Dialog>
  );
}
