import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AgencyInvoice } from '@securite/domain/agency-invoices/agency-invoice-schemas';
import { frenchEuros } from '@securite/domain/money/amounts';
import {
  offeredPaymentMethodTypes,
  type PaymentMethodType,
  paymentMethodTypeLabels,
} from '@securite/domain/payments/payment-methods';
import type { ReactNode } from 'react';

import { texts as localTexts } from './texts.ts';

const icons: Record<PaymentMethodType, ReactNode> = {
  card: <CreditCardIcon color="primary" fontSize="large" aria-hidden />,
  sepa: <AccountBalanceIcon color="primary" fontSize="large" aria-hidden />,
};
const texts: Record<PaymentMethodType, string> = {
  card: localTexts.reglezMaintenantSurLa,
  sepa: localTexts.autorisezLePrelevementDe,
};

/**
 * The first payment of the subscription: how the agency will pay. A card is offered; the SEPA mandate exists but
 * is hidden (spec 001 section 2). Without card payments on the platform, the card choice leads to the transfer.
 */
export function FirstPaymentChooser({
  invoice,
  onPay,
  paying,
}: {
  invoice: AgencyInvoice;
  onPay: () => void;
  paying: boolean;
}) {
  return (
    <Stack spacing={2}>
      <Typography>
        {localTexts.votreAbonnementAttendSon} {invoice.number} de{' '}
        <strong>{frenchEuros(invoice.totalInclTaxCents)} TTC</strong>
        {localTexts.choisissezVotreMoyenDe}
      </Typography>
      <Grid
        container
        spacing={2}
        component="ul"
        aria-label={localTexts.moyensDePaiement}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {offeredPaymentMethodTypes.map((type) => (
          <Grid key={type} size={{ xs: 12, sm: 6 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                  {icons[type]}
                  <Typography variant="h6" component="h2">
                    {paymentMethodTypeLabels[type]}
                  </Typography>
                </Stack>
                <Typography sx={{ color: 'text.secondary' }}>{texts[type]}</Typography>
              </CardContent>
              <CardActions>
                <Button variant="contained" onClick={onPay} loading={paying}>
                  {localTexts.payer} {frenchEuros(invoice.totalInclTaxCents)}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
