import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { frenchEuros } from '@securite/domain/money/amounts';
import type { Offer } from '@securite/domain/subscriptions/offer-schemas';
import {
  agentRecordMonthlyCents,
  type BillingPeriod,
  type DayOption,
  dayOptionLabels,
  dayOptions,
} from '@securite/domain/subscriptions/pricing';
import { subscriptionMessages as sm } from '@securite/domain/subscriptions/subscription-messages';
import { subscriptionStatusLabels } from '@securite/domain/subscriptions/subscription-schemas';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../api/session.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { useSubscription, useUpdatePlan } from './api/subscription-api.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { dayText } from './subscription-dates-page.tsx';

const limitText = (count: number, limit: number | null) =>
  limit === null ? `${count} (illimité)` : `${count} sur ${limit}`;

function OfferCard({ offer, current, onChoose }: { offer: Offer; current: boolean; onChoose?: () => void }) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: current ? 'primary.main' : undefined,
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h3">
            {offer.name}
          </Typography>
          {current && <Chip size="small" color="primary" label="Votre offre" />}
        </Stack>
        {offer.description && <Typography sx={{ color: 'text.secondary', mb: 1 }}>{offer.description}</Typography>}
        <Typography sx={{ fontWeight: 600 }}>{frenchEuros(offer.priceCents)} HT / mois</Typography>
        <Typography variant="body2">ou {frenchEuros(offer.options.yearlyPriceCents)} HT / an</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {offer.options.agentsIncluded === null
            ? 'Fiches illimitées'
            : `${offer.options.agentsIncluded} fiches collaborateurs`}
          {' · '}
          {offer.options.accountsIncluded === null ? 'comptes illimités' : `${offer.options.accountsIncluded} comptes`}
        </Typography>
      </CardContent>
      {onChoose && !current && (
        <CardActions>
          <Button onClick={onChoose}>Choisir cette offre</Button>
        </CardActions>
      )}
    </Card>
  );
}

/**
 * Options d'abonnements: the current plan and its price, its options (monthly or yearly, days of the agent
 * records, quick-pay), the offers to choose from, more records from the shop, and the cancellation.
 */
export function PlanOptionsPage({ invoicesHref, shopHref }: { invoicesHref: string; shopHref: string }) {
  const session = useSession();
  const agencyId = session.agencyId ?? '';
  const query = useSubscription(agencyId);
  const update = useUpdatePlan(agencyId);
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const canChoose = session.company?.role === 'owner' || session.platformRole !== null;
  const overview = query.data;
  const subscription = overview?.subscription ?? null;
  const active = subscription && subscription.status !== 'ended';
  const plans = (overview?.offers ?? []).filter((o) => o.type === 'plan');

  const save = async (change: { billing?: BillingPeriod; dayOption?: DayOption; quickPay?: boolean }) => {
    await update.mutateAsync(change).then(
      () => notify.success(sm.planSaved),
      () => undefined,
    );
  };
  const choose = async (offer: Offer) => {
    const starting = !active;
    const ok = await confirm({
      title: starting ? `Souscrire à l’offre ${offer.name} ?` : `Passer à l’offre ${offer.name} ?`,
      message: starting
        ? `Votre première facture de ${frenchEuros(offer.priceCents)} HT sera à régler dans « Mes factures ».`
        : 'Le nouveau tarif s’applique à votre prochaine échéance.',
      confirmLabel: starting ? 'Souscrire' : 'Changer d’offre',
    });
    if (!ok) return;
    try {
      await update.mutateAsync({ offerId: offer.id });
      notify.success(sm.planSaved);
      if (starting) navigate(invoicesHref);
    } catch {
      // The API client showed the message.
    }
  };

  return (
    <Page
      title="Options d’abonnements"
      subtitle="Votre offre, ses options et vos fiches collaborateurs."
      actions={
        <Button component={RouterLink} to={shopHref} variant="outlined">
          Acheter des fiches
        </Button>
      }
    >
      <QueryView
        query={query}
        loadingLabel="Chargement de l’abonnement"
        errorText="Impossible de charger votre abonnement."
        empty={false}
        emptyState={null}
      >
        {overview && (
          <Stack spacing={3}>
            {overview.lockDeadline && (
              <Alert
                severity="warning"
                action={
                  <Button component={RouterLink} to={invoicesHref}>
                    Mes factures
                  </Button>
                }
              >
                Un paiement est en retard : sans règlement, l’accès à l’agence sera suspendu le{' '}
                {dayText(overview.lockDeadline)}.
              </Alert>
            )}
            {overview.locked && (
              <Alert
                severity="error"
                action={
                  <Button component={RouterLink} to={invoicesHref}>
                    Mes factures
                  </Button>
                }
              >
                L’accès à l’agence est suspendu. Réglez vos factures pour le retrouver aussitôt.
              </Alert>
            )}
            <Card sx={{ p: 2 }} component="section" aria-labelledby="titre-offre">
              {subscription ? (
                <Stack spacing={1}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography id="titre-offre" variant="h6" component="h2">
                      Offre {subscription.offer.name}
                    </Typography>
                    <Chip size="small" label={subscriptionStatusLabels[subscription.status]} />
                  </Stack>
                  <Typography>
                    {frenchEuros(subscription.price.periodCents)} HT par{' '}
                    {subscription.billing === 'yearly' ? 'an' : 'mois'}
                    {subscription.billing === 'yearly' &&
                      ` (soit ${frenchEuros(subscription.price.monthlyEquivalentCents)} par mois)`}
                    {subscription.extraAgents > 0 && `, dont ${subscription.extraAgents} fiches supplémentaires`}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary' }}>
                    Période en cours : {dayText(subscription.currentPeriodStart)} –{' '}
                    {dayText(subscription.currentPeriodEnd)} ({subscription.periodDays} jours)
                    {subscription.endedAt && ` · prend fin le ${dayText(subscription.endedAt)}`}
                  </Typography>
                </Stack>
              ) : (
                <EmptyState
                  icon={<WorkspacePremiumIcon fontSize="inherit" />}
                  title="Votre agence n’a pas encore d’abonnement"
                >
                  Choisissez une offre ci-dessous.
                </EmptyState>
              )}
              <Typography sx={{ mt: 1 }}>
                Fiches collaborateurs : {limitText(overview.limits.agents, overview.limits.agentsLimit)} · Comptes
                actifs : {limitText(overview.limits.accounts, overview.limits.totalAccountsLimit)}
              </Typography>
            </Card>
            {subscription && active && (
              <Card sx={{ p: 2 }} component="section" aria-label="Options de l’abonnement">
                <Stack spacing={2}>
                  <Typography variant="h6" component="h2">
                    Options
                  </Typography>
                  <ToggleButtonGroup
                    exclusive
                    value={subscription.billing}
                    disabled={!canChoose || update.isPending}
                    onChange={(_, billing: BillingPeriod | null) =>
                      billing && save({ billing, quickPay: billing === 'yearly' ? false : undefined })
                    }
                    aria-label="Facturation"
                  >
                    <ToggleButton value="monthly">Mensuel</ToggleButton>
                    <ToggleButton value="yearly">Annuel (11 mois payés)</ToggleButton>
                  </ToggleButtonGroup>
                  <TextField
                    select
                    label="Fiches collaborateurs supplémentaires"
                    value={subscription.dayOption}
                    disabled={!canChoose || update.isPending}
                    onChange={(event) => save({ dayOption: event.target.value as DayOption })}
                    helperText={`Prix d’une fiche : ${frenchEuros(subscription.price.agentRecordMonthlyCents)} par mois (${frenchEuros(subscription.price.agentRecordDailyCents)} la journée)`}
                    sx={{ maxWidth: 420 }}
                  >
                    {dayOptions.map((option) => (
                      <MenuItem key={option} value={option}>
                        {dayOptionLabels[option]} — {frenchEuros(agentRecordMonthlyCents(option))} / mois
                      </MenuItem>
                    ))}
                  </TextField>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={subscription.quickPay}
                        disabled={!canChoose || update.isPending || subscription.billing === 'yearly'}
                        onChange={(event) => save({ quickPay: event.target.checked })}
                      />
                    }
                    label="Paiement rapide (mensuel, par carte)"
                  />
                  {canChoose && subscription.status !== 'cancelled' && (
                    <Stack direction="row">
                      <Button color="error" onClick={() => setCancelling(true)}>
                        Résilier l’abonnement
                      </Button>
                    </Stack>
                  )}
                </Stack>
              </Card>
            )}
            <section aria-labelledby="titre-offres">
              <Typography id="titre-offres" variant="h6" component="h2" sx={{ mb: 1 }}>
                Nos offres
              </Typography>
              <Grid container spacing={2}>
                {plans.map((offer) => (
                  <Grid key={offer.id} size={{ xs: 12, sm: 6, md: 4 }}>
                    <OfferCard
                      offer={offer}
                      current={!!active && subscription?.offer.id === offer.id}
                      onChoose={canChoose ? () => choose(offer) : undefined}
                    />
                  </Grid>
                ))}
              </Grid>
            </section>
          </Stack>
        )}
      </QueryView>
      {cancelling && subscription && (
        <CancelDialog agencyId={agencyId} endsAt={subscription.currentPeriodEnd} onClose={() => setCancelling(false)} />
      )}
    </Page>
  );
}
