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

import { texts } from './texts.ts';

const limitText = (count: number, limit: number | null) =>
  limit === null ? texts.illimiteCount(count) : `${count} sur ${limit}`;

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
          {current && <Chip size="small" color="primary" label={texts.votreOffre} />}
        </Stack>
        {offer.description && <Typography sx={{ color: 'text.secondary', mb: 1 }}>{offer.description}</Typography>}
        <Typography sx={{ fontWeight: 600 }}>{frenchEuros(offer.priceCents)} HT / mois</Typography>
        <Typography variant="body2">ou {frenchEuros(offer.options.yearlyPriceCents)} HT / an</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {offer.options.agentsIncluded === null
            ? texts.fichesIllimitees
            : texts.fichesCollaborateursAgentsincluded(offer.options.agentsIncluded)}
          {' · '}
          {offer.options.accountsIncluded === null
            ? texts.comptesIllimites
            : `${offer.options.accountsIncluded} comptes`}
        </Typography>
      </CardContent>
      {onChoose && !current && (
        <CardActions>
          <Button onClick={onChoose}>{texts.choisirCetteOffre}</Button>
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
      title: starting ? texts.souscrireALName(offer.name) : texts.passerALName(offer.name),
      message: starting ? texts.votrePremiereFactureValue(frenchEuros(offer.priceCents)) : texts.leNouveauTarifS,
      confirmLabel: starting ? texts.souscrire : texts.changerDOffre,
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
      title={texts.optionsDAbonnements}
      subtitle={texts.votreOffreSesOptions}
      actions={
        <Button component={RouterLink} to={shopHref} variant="outlined">
          {texts.acheterDesFiches}
        </Button>
      }
    >
      <QueryView
        query={query}
        loadingLabel={texts.chargementDeLAbonnement}
        errorText={texts.impossibleDeChargerVotre}
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
                    {texts.mesFactures}
                  </Button>
                }
              >
                {texts.unPaiementEstEn} {dayText(overview.lockDeadline)}.
              </Alert>
            )}
            {overview.locked && (
              <Alert
                severity="error"
                action={
                  <Button component={RouterLink} to={invoicesHref}>
                    {texts.mesFactures}
                  </Button>
                }
              >
                {texts.lAccesAL}
              </Alert>
            )}
            <Card sx={{ p: 2 }} component="section" aria-labelledby="titre-offre">
              {subscription ? (
                <Stack spacing={1}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography id="titre-offre" variant="h6" component="h2">
                      {texts.offre} {subscription.offer.name}
                    </Typography>
                    <Chip size="small" label={subscriptionStatusLabels[subscription.status]} />
                  </Stack>
                  <Typography>
                    {frenchEuros(subscription.price.periodCents)} HT par{' '}
                    {subscription.billing === 'yearly' ? 'an' : 'mois'}
                    {subscription.billing === 'yearly' &&
                      texts.soitParMoisValue(frenchEuros(subscription.price.monthlyEquivalentCents))}
                    {subscription.extraAgents > 0 &&
                      texts.dontFichesSupplementairesExtraagents(subscription.extraAgents)}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary' }}>
                    {texts.periodeEnCours2} {dayText(subscription.currentPeriodStart)} –{' '}
                    {dayText(subscription.currentPeriodEnd)} ({subscription.periodDays} jours)
                    {subscription.endedAt && texts.prendFinLeValue(dayText(subscription.endedAt))}
                  </Typography>
                </Stack>
              ) : (
                <EmptyState icon={<WorkspacePremiumIcon fontSize="inherit" />} title={texts.votreAgenceNA}>
                  {texts.choisissezUneOffreCi}
                </EmptyState>
              )}
              <Typography sx={{ mt: 1 }}>
                {texts.fichesCollaborateurs} {limitText(overview.limits.agents, overview.limits.agentsLimit)}{' '}
                {texts.comptesActifs} {limitText(overview.limits.accounts, overview.limits.totalAccountsLimit)}
              </Typography>
            </Card>
            {subscription && active && (
              <Card sx={{ p: 2 }} component="section" aria-label={texts.optionsDeLAbonnement}>
                <Stack spacing={2}>
                  <Typography variant="h6" component="h2">
                    {texts.options}
                  </Typography>
                  <ToggleButtonGroup
                    exclusive
                    value={subscription.billing}
                    disabled={!canChoose || update.isPending}
                    onChange={(_, billing: BillingPeriod | null) =>
                      billing && save({ billing, quickPay: billing === 'yearly' ? false : undefined })
                    }
                    aria-label={texts.facturation}
                  >
                    <ToggleButton value="monthly">{texts.mensuel}</ToggleButton>
                    <ToggleButton value="yearly">{texts.annuel11MoisPayes}</ToggleButton>
                  </ToggleButtonGroup>
                  <TextField
                    select
                    label={texts.fichesCollaborateursSupplementaires}
                    value={subscription.dayOption}
                    disabled={!canChoose || update.isPending}
                    onChange={(event) => save({ dayOption: event.target.value as DayOption })}
                    helperText={texts.prixDUneValue(
                      frenchEuros(subscription.price.agentRecordMonthlyCents),
                      frenchEuros(subscription.price.agentRecordDailyCents),
                    )}
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
                    label={texts.paiementRapideMensuelPar}
                  />
                  {canChoose && subscription.status !== 'cancelled' && (
                    <Stack direction="row">
                      <Button color="error" onClick={() => setCancelling(true)}>
                        {texts.resilierLAbonnement2}
                      </Button>
                    </Stack>
                  )}
                </Stack>
              </Card>
            )}
            <section aria-labelledby="titre-offres">
              <Typography id="titre-offres" variant="h6" component="h2" sx={{ mb: 1 }}>
                {texts.nosOffres}
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
