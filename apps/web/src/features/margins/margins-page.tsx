import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { isGranted } from '@securite/domain/auth/access';
import { formatDay } from '@securite/domain/time/calendar-day';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { Page } from '../../ui/page.tsx';
import { filterOf, type PeriodChoice, PeriodFilterBar } from '../../ui/period-filter.tsx';
import { useMargins } from './api/margins-api.ts';
import { BarChart } from './bar-chart.tsx';
import { DefaultCostForm } from './default-cost-form.tsx';
import { type MarginRow, MarginsTable } from './margins-table.tsx';
import { texts } from './texts.ts';
import { TurnoverSection } from './turnover-section.tsx';

type View = 'sites' | 'customers';
/** The chart shows the rows with the largest invoiced amount or cost. */
const CHART_ROWS = 10;

const series = [
  { key: 'invoiced', label: texts.factureHt, color: 'primary.main' },
  { key: 'cost', label: texts.coutDesHeures, color: 'warning.main' },
  { key: 'margin', label: texts.marge, color: 'success.main' },
];

/** marges: per site and per customer, the invoiced amount against the cost of the hours worked (billing.view). */
export function MarginsPage() {
  const session = useSession();
  const agencyId = session.agencyId as string;
  // Spec 001 section 9: turnover and payroll (the hours' cost) open on the year.
  const [choice, setChoice] = useState<PeriodChoice>({ shortcut: 'year', from: '', to: '' });
  const [view, setView] = useState<View>('sites');
  const filter = filterOf(choice);
  const query = useMargins(agencyId, filter ?? {}, filter !== null);
  const report = query.data;
  const rows: MarginRow[] = !report
    ? []
    : view === 'sites'
      ? report.sites.map((row) => ({ ...row, id: row.site.id, name: row.site.name, customer: row.customer?.name }))
      : report.customers.map(({ customer: owner, ...row }) => ({
          ...row,
          id: owner?.id ?? 'sans-client',
          name: owner?.name ?? 'Sites sans client',
        }));
  const charted = [...rows]
    .sort((x, y) => Math.max(y.invoicedCents, y.costCents) - Math.max(x.invoicedCents, x.costCents))
    .slice(0, CHART_ROWS);

  return (
    <Page title={texts.marges} subtitle={texts.leMontantFactureFace}>
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
              <PeriodFilterBar value={choice} onChange={setChoice} />
              <Tabs value={view} onChange={(_, next: View) => setView(next)} aria-label={texts.regrouperLesMarges}>
                <Tab value="sites" label={texts.parSite} />
                <Tab value="customers" label={texts.parClient} />
              </Tabs>
            </Stack>
            {filter === null && <Alert severity="info">{texts.choisissezLesDatesDe}</Alert>}
            {query.isError && <Alert severity="error">{texts.lesMargesNOnt}</Alert>}
            {report && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {texts.du} {formatDay(report.from)} au {formatDay(report.to)} {texts.facturesValideesMoinsLes}
              </Typography>
            )}
            {report && report.agentsWithoutCost.length > 0 && (
              <Alert severity="warning">
                {texts.sansCoutHoraireLeurs} {report.agentsWithoutCost.map((agent) => agent.name).join(', ')}
                {texts.renseignezLeCoutHoraire}
              </Alert>
            )}
            {report && rows.length === 0 && (
              <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                {texts.aucuneHeureTravailleeNi}
              </Typography>
            )}
            {report && rows.length > 0 && (
              <>
                <BarChart
                  title={view === 'sites' ? texts.margesParSite : texts.margesParClient}
                  series={series}
                  groups={charted.map((row) => ({
                    id: row.id,
                    label: row.name,
                    values: { invoiced: row.invoicedCents, cost: row.costCents, margin: row.marginCents },
                  }))}
                />
                <MarginsTable
                  label={view === 'sites' ? texts.margesParSite : texts.margesParClient}
                  nameHeader={view === 'sites' ? texts.site : texts.client}
                  withCustomer={view === 'sites'}
                  rows={rows}
                  totals={report.totals}
                />
              </>
            )}
            <DefaultCostForm agencyId={agencyId} canEdit={isGranted(session.actor, ['agencySettings.edit'])} />
          </Stack>
        </Paper>
        <TurnoverSection agencyId={agencyId} />
      </Stack>
    </Page>
  );
}
