import AddCardIcon from '@mui/icons-material/AddCard';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { paymentMessages as pm } from '@securite/domain/payments/payment-messages';
import { cardExpired, cardLabel, offeredPaymentMethodTypes } from '@securite/domain/payments/payment-methods';
import type { PaymentMethod } from '@securite/domain/payments/payment-schemas';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { useSession } from '../../api/session.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { useMethodAction } from './api/change-payment-method.ts';
import { cardDetailsUrl } from './api/get-card-details-url.ts';
import { usePaymentMethods } from './api/get-payment-methods.ts';
import { texts } from './texts.ts';
import { TransferDetails } from './transfer-details.tsx';

const expiry = (card: NonNullable<PaymentMethod['card']>) =>
  `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

/**
 * Mes moyens de paiement: the agency's cards, the default first; another default, a deletion, a new card through
 * the provider's page. Without a Stripe customer yet, one is created (it needs the agency's address). Without
 * Stripe, the bank transfer details.
 */
export function PaymentMethodsPage({ agencySettingsHref }: { agencySettingsHref: string }) {
  const { agencyId } = useSession();
  const id = agencyId ?? '';
  const query = usePaymentMethods(id);
  const action = useMethodAction(id);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  const creating = useRef(false);
  const data = query.data;

  useEffect(() => {
    if (search.get('card') !== 'added') return;
    notify.success(texts.votreCarteAEte);
    setSearch({}, { replace: true });
  }, [search, setSearch]);

  // Spec 001 section 8: no Stripe customer yet: warn, then try to create it.
  useEffect(() => {
    if (data?.provider !== 'stripe' || data.customer || creating.current) return;
    creating.current = true;
    notify.warning(pm.noStripeCustomer);
    action.mutateAsync({ kind: 'customer' }).catch((error: unknown) => {
      if (error instanceof ApiError && error.message === pm.addressRequired) {
        notify.warning(pm.agencyLocationMissing);
        navigate(agencySettingsHref);
      } else notify.error(pm.stripeCustomerFailed);
    });
  }, [data, action, navigate, agencySettingsHref]);

  const run = async (kind: 'default' | 'delete', method: PaymentMethod) => {
    if (method.isDefault) {
      notify.warning(kind === 'default' ? pm.defaultAlready : pm.defaultNotDeletable);
      return;
    }
    if (kind === 'delete') {
      const label = method.card ? cardLabel(method.card) : texts.ceMoyenDePaiement;
      if (!(await confirm({ title: texts.supprimerLabel(label), confirmLabel: texts.supprimer, destructive: true })))
        return;
    }
    try {
      await action.mutateAsync({ kind, id: method.id });
      notify.success(kind === 'default' ? pm.methodDefaultSet : pm.methodDeleted);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : pm.providerUnavailable);
    }
  };

  const addCard = async () => {
    setLeaving(true);
    try {
      window.location.assign((await cardDetailsUrl(id)).url);
    } catch (error) {
      setLeaving(false);
      notify.error(error instanceof Error ? error.message : pm.providerUnavailable);
    }
  };

  // The SEPA mandate exists in the model; the spec hides it.
  const methods = (data?.methods ?? []).filter((m) => offeredPaymentMethodTypes.includes(m.type));
  return (
    <Page
      title={texts.mesMoyensDePaiement}
      subtitle={texts.laCarteParDefaut}
      actions={
        data?.provider === 'stripe' &&
        data.customer && (
          <Button variant="contained" startIcon={<AddCardIcon />} onClick={addCard} loading={leaving}>
            {texts.ajouterUneCarte}
          </Button>
        )
      }
    >
      <Card>
        <QueryView
          query={query}
          loadingLabel={texts.chargementDesMoyensDe}
          errorText={texts.impossibleDeChargerVosMoyens}
          empty={data?.provider === 'stripe' && methods.length === 0}
          emptyState={
            <EmptyState icon={<CreditCardIcon fontSize="inherit" />} title={texts.aucuneCarteEnregistree}>
              {data?.customer ? texts.ajoutezUneCartePour : texts.preparationDeVotreCompte}
            </EmptyState>
          }
        >
          {data?.provider === 'manual' ? (
            <Stack spacing={2} sx={{ p: 2 }}>
              <Alert severity="info">{pm.stripeNotConfigured}</Alert>
              <TransferDetails bank={data.bankTransfer} />
            </Stack>
          ) : (
            <List aria-label={texts.cartesEnregistrees}>
              {methods.map((method) => (
                <ListItem
                  key={method.id}
                  divider
                  secondaryAction={
                    <Stack direction="row" spacing={1}>
                      <Button size="small" onClick={() => run('default', method)}>
                        {texts.utiliserParDefaut}
                      </Button>
                      <Button size="small" color="error" onClick={() => run('delete', method)}>
                        {texts.supprimer}
                      </Button>
                    </Stack>
                  }
                >
                  <ListItemIcon>
                    <CreditCardIcon color={method.isDefault ? 'primary' : 'action'} aria-hidden />
                  </ListItemIcon>
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <span>{method.card ? cardLabel(method.card) : texts.carte}</span>
                        {method.isDefault && <Chip size="small" color="primary" label={texts.parDefaut} />}
                        {method.card && cardExpired(method.card, new Date()) && (
                          <Chip size="small" color="warning" label={texts.expiree} />
                        )}
                      </Stack>
                    }
                    secondary={method.card ? texts.expireFinValue(expiry(method.card)) : null}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </QueryView>
      </Card>
    </Page>
  );
}
