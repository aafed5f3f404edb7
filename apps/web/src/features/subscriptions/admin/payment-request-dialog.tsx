import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { frenchEuros } from '@securite/domain/money/amounts';
import { paymentMessages as pm } from '@securite/domain/payments/payment-messages';
import { type OrderPayment, zOrderPayment } from '@securite/domain/payments/payment-schemas';
import type { Order } from '@securite/domain/shop/order-schemas';
import { useId, useState } from 'react';
import { useAdminWrite } from './api/admin-api.ts';

/**
 * « Demander le paiement » of an order: a Checkout page (by default) or a payment link, e-mailed to the agency's
 * owners on demand. Without Stripe, the invoice is issued for a bank transfer.
 */
export function PaymentRequestDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const titleId = useId();
  const [mode, setMode] = useState<'checkout' | 'link'>('checkout');
  const [email, setEmail] = useState(false);
  const [answer, setAnswer] = useState<OrderPayment | null>(null);
  const request = useAdminWrite(zOrderPayment, () => ({
    path: `/admin/subscription-order/${order.id}/payment?useStripeCheckout=${mode === 'checkout'}&sendPaymentLinkEmail=${email}`,
    method: 'POST',
  }));
  const send = () => request.mutateAsync(undefined).then(setAnswer, () => undefined);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Paiement de la commande {order.number}</DialogTitle>
      <DialogContent>
        {answer ? (
          <Stack spacing={2}>
            {answer.url && (
              <Alert severity="success">
                {answer.kind === 'link' ? 'Lien de paiement : ' : 'Page de paiement : '}
                <Link href={answer.url} target="_blank" rel="noopener">
                  {answer.url}
                </Link>
              </Alert>
            )}
            {answer.kind === 'transfer' && answer.invoice && (
              <Alert severity="info">
                Facture {answer.invoice.number} émise ({frenchEuros(answer.invoice.totalInclTaxCents)} TTC) :{' '}
                {answer.instructions}
              </Alert>
            )}
            {answer.kind === 'paid' && <Alert severity="success">La commande est réglée.</Alert>}
            {answer.emailed && <Alert severity="success">{pm.paymentLinkSent}</Alert>}
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Typography>
              Montant : <strong>{frenchEuros(order.totalInclTaxCents)} TTC</strong> — {order.agency.name}
            </Typography>
            <RadioGroup
              value={mode}
              onChange={(_, v) => setMode(v as 'checkout' | 'link')}
              aria-label="Mode de paiement"
            >
              <FormControlLabel value="checkout" control={<Radio />} label="Page de paiement Stripe (Checkout)" />
              <FormControlLabel value="link" control={<Radio />} label="Lien de paiement réutilisable" />
            </RadioGroup>
            <FormControlLabel
              control={<Checkbox checked={email} onChange={(_, v) => setEmail(v)} />}
              label="Envoyer le lien par e-mail au gérant de l’agence"
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{answer ? 'Fermer' : 'Annuler'}</Button>
        {!answer && (
          <Button variant="contained" onClick={send} loading={request.isPending}>
            Demander le paiement
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
