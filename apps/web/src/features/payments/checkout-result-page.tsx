import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { subscriptionMessages as sm } from '@securite/domain/subscriptions/subscription-messages';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { queryKeys } from '../../api/query-keys.ts';
import { useSession } from '../../api/session.ts';
import { Page } from '../../ui/page.tsx';
import { usePaymentIntent } from './api/get-payment-intent.ts';
import { paymentsKey } from './api/payments-keys.ts';

import { texts } from './texts.ts';

/**
 * Where the provider's Checkout page sends the browser back: success (the payment is confirmed with the server,
 * and the session reloaded: a payment unlocks a locked agency) or failure, with the spec's texts.
 */
export function CheckoutResultPage({ invoicesHref, ordersHref }: { invoicesHref: string; ordersHref: string }) {
  const { status } = useParams();
  const [search] = useSearchParams();
  const { agencyId } = useSession();
  const sessionId = status === 'success' ? search.get('session_id') : null;
  const intent = usePaymentIntent(agencyId ?? '', sessionId);
  const client = useQueryClient();
  const paid = intent.data?.status === 'paid';

  useEffect(() => {
    if (!paid || !agencyId) return;
    void client.invalidateQueries({ queryKey: queryKeys.currentUser, exact: true });
    void client.invalidateQueries({ queryKey: paymentsKey(agencyId) });
  }, [paid, agencyId, client]);

  let body: ReactNode;
  if (status !== 'success') body = <Alert severity="error">{sm.orderFailed}</Alert>;
  else if (!sessionId) body = <Alert severity="info">{texts.merciVotrePaiementEst}</Alert>;
  else if (intent.isPending)
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-label={texts.confirmationDuPaiement} />
        <span>{texts.confirmationDeVotrePaiement}</span>
      </Stack>
    );
  else if (intent.isError) body = <Alert severity="error">{sm.orderFailed}</Alert>;
  else
    body = (
      <Alert severity={paid ? 'success' : intent.data?.status === 'failed' ? 'error' : 'warning'}>
        {intent.data?.message}
      </Alert>
    );
  return (
    <Page title={status === 'success' ? texts.paiement : texts.paiementInterrompu}>
      <Card sx={{ p: 3 }}>
        <Stack spacing={3}>
          {body}
          <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={invoicesHref} variant="contained">
              {texts.voirMesFactures}
            </Button>
            <Button component={RouterLink} to={ordersHref}>
              {texts.suiviDeCommande}
            </Button>
          </Stack>
        </Stack>
      </Card>
    </Page>
  );
}
