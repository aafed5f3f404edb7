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
import { texts } from '../texts.ts';
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
      <DialogTitle id={titleId}>
        {texts.paiementDeLaCommande} {order.number}
      </DialogTitle>
      <DialogContent>
        {answer ? (
          <Stack spacing={2}>
            {answer.url && (
              <Alert severity="success">
                {answer.kind === 'link' ? `${texts.lienDePaiement} ` : `${texts.pageDePaiement} `}
                <Link href={answer.url} target="_blank" rel="noopener">
                  {answer.url}
                </Link>
              </Alert>
            )}
            {answer.kind === 'transfer' && answer.invoice && (
              <Alert severity="info">
                {texts.facture} {answer.invoice.number} {texts.emise}
                {frenchEuros(answer.invoice.totalInclTaxCents)} TTC) : {answer.instructions}
              </Alert>
            )}
            {answer.kind === 'paid' && <Alert severity="success">{texts.laCommandeEstReglee}</Alert>}
            {answer.emailed && <Alert severity="success">{pm.paymentLinkSent}</Alert>}
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Typography>
              {texts.montant} <strong>{frenchEuros(order.totalInclTaxCents)} TTC</strong> — {order.agency.name}
            </Typography>
            <RadioGroup
              value={mode}
              onChange={(_, v) => setMode(v as 'checkout' | 'link')}
              aria-label={texts.modeDePaiement}
            >
              <FormControlLabel value="checkout" control={<Radio />} label={texts.pageDePaiementStripe} />
              <FormControlLabel value="link" control={<Radio />} label={texts.lienDePaiementReutilisable} />
            </RadioGroup>
            <FormControlLabel
              control={<Checkbox checked={email} onChange={(_, v) => setEmail(v)} />}
              label={texts.envoyerLeLienPar}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{answer ? texts.fermer : texts.annuler}</Button>
        {!answer && (
          <Button variant="contained" onClick={send} loading={request.isPending}>
            {texts.demanderLePaiement}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
