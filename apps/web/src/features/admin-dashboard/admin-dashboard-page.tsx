import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { frenchEuros } from '@securite/domain/money/amounts';
import { addDays, todayIn } from '@securite/domain/time/calendar-day';
import { monthLabel } from '@securite/domain/time/wall-clock';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../api/session.ts';
import { Page } from '../../ui/page.tsx';
import { filterOf, type PeriodChoice, PeriodFilterBar } from '../../ui/period-filter.tsx';
import { useMetric, usePlatformSummary, usePlatformTurnover } from './api/dashboard-api.ts';
import { MetricChart, TurnoverChart } from './charts.tsx';
import { ChurnCards } from './churn-cards.tsx';
import { SummaryCounters } from './summary-counters.tsx';
import { SuspensionStats } from './suspension-stats.tsx';

import { texts } from './texts.ts';

export interface AdminTool {
  href: string;
  label: string;
  icon: typeof SvgIcon;
}

function Section({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Paper>
  );
}

const monthText = (month: string) => monthLabel(Number(month.slice(5, 7)), month.slice(0, 4));

function TurnoverSection() {
  const [choice, setChoice] = useState<PeriodChoice>({ shortcut: 'year', from: '', to: '' });
  const filter = filterOf(choice);
  const query = usePlatformTurnover(filter ?? {}, filter !== null);
  const turnover = query.data;
  return (
    <Section
      id="titre-ca-plateforme"
      title={texts.chiffreDAffairesDe}
      actions={<PeriodFilterBar label={texts.periodeDuChiffreD} value={choice} onChange={setChoice} />}
    >
      {turnover ? (
        <Stack spacing={1}>
          <Typography>
            {texts.facture} <strong>{frenchEuros(turnover.totals.invoicedExclTaxCents)} HT</strong> (
            {frenchEuros(turnover.totals.invoicedInclTaxCents)} {texts.ttcEncaisse}{' '}
            {frenchEuros(turnover.totals.paidInclTaxCents)} {texts.resteAEncaisser}{' '}
            {frenchEuros(turnover.totals.outstandingInclTaxCents)}
          </Typography>
          <TurnoverChart
            labels={turnover.data.map((m) => monthText(m.month))}
            invoiced={turnover.data.map((m) => m.invoicedExclTaxCents)}
            paid={turnover.data.map((m) => m.paidInclTaxCents)}
          />
        </Stack>
      ) : query.isError ? (
        <Alert severity="error">{texts.impossibleDeChargerLe}</Alert>
      ) : (
        <CircularProgress aria-label={texts.chargementDuChiffreD} />
      )}
    </Section>
  );
}

function ChurnCharts() {
  const to = todayIn('Europe/Paris');
  const range = { from: `${addDays(to, -334).slice(0, 7)}-01`, to };
  const churn = useMetric('churn', range, true);
  const subscriptions = useMetric('subscriptions', range, true);
  // A failed fetch gives empty charts (spec 001 section 8).
  const labels = churn.data?.data.map((p) => p.label) ?? [];
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <MetricChart
          title={texts.resiliationParMois}
          labels={labels}
          series={[{ label: texts.resiliation, data: churn.data?.data.map((p) => p.value) ?? [], unit: ' %' }]}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <MetricChart
          title={texts.agencesAbonnees}
          labels={subscriptions.data?.data.map((p) => p.label) ?? []}
          series={[{ label: texts.agencesAbonnees, data: subscriptions.data?.data.map((p) => p.value) ?? [] }]}
        />
      </Grid>
    </Grid>
  );
}

function Statistics() {
  const summary = usePlatformSummary(true);
  if (summary.isPending) return <CircularProgress aria-label={texts.chargementDesIndicateurs} />;
  if (!summary.data) return <Alert severity="error">{texts.impossibleDeChargerLes}</Alert>;
  const { counters, churn, suspensions, lockedAgencies } = summary.data;
  return (
    <>
      <Section id="titre-indicateurs" title={texts.indicateurs}>
        <SummaryCounters counters={counters} />
        {lockedAgencies > 0 && (
          <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>
            {lockedAgencies} agence{lockedAgencies > 1 ? 's' : ''} {texts.verrouillee}
            {lockedAgencies > 1 ? 's' : ''} actuellement.
          </Typography>
        )}
      </Section>
      <Section id="titre-resiliation" title={texts.resiliationDesAbonnements}>
        <Stack spacing={3}>
          <ChurnCards churn={churn} />
          <ChurnCharts />
        </Stack>
      </Section>
      <Section id="titre-suspensions" title={texts.motifsDeResiliation}>
        <SuspensionStats rows={suspensions} />
      </Section>
    </>
  );
}

/**
 * platform/admin/dashboard: the platform's turnover, counters, churn cards and charts, why agencies left (admins),
 * then the administration tools the user may open (admins and support).
 */
export function AdminDashboardPage({ tools }: { tools: readonly AdminTool[] }) {
  const { user, platformRole } = useSession();
  const admin = platformRole === 'admin' || platformRole === 'superAdmin';
  return (
    <Page title={texts.tableauDeBordPlateforme} subtitle={texts.bonjourFirstname(user.firstname)}>
      <Stack spacing={3}>
        {admin && (
          <>
            <TurnoverSection />
            <Statistics />
          </>
        )}
        <section aria-labelledby="titre-outils">
          <Typography id="titre-outils" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {texts.outilsDAdministration}
          </Typography>
          <Grid
            container
            spacing={2}
            component="ul"
            aria-label={texts.outilsDAdministration}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {tools.map(({ href, label, icon: Icon }) => (
              <Grid key={href} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                <Card sx={{ height: '100%' }}>
                  <CardActionArea component={RouterLink} to={href} sx={{ height: '100%' }}>
                    <CardContent>
                      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                        <Icon color="primary" aria-hidden />
                        <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                      </Stack>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        </section>
      </Stack>
    </Page>
  );
}
