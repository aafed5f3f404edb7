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
import { TurnoverSection } from './turnover-section.tsx';

type View = 'sites' | 'customers';
/** The chart shows the rows with the largest invoiced amount or cost. */
const CHART_ROWS = 10;

const series = [
  { key: 'invoiced', label: 'Facturé HT', color: 'primary.main' },
  { key: 'cost', label: 'Coût des heures', color: 'warning.main' },
  { key: 'margin', label: 'Marge', color: 'success.main' },
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
    <Page title="Marges" subtitle="Le montant facturé face au coût des heures travaillées, par site et par client.">
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
              <PeriodFilterBar value={choice} onChange={setChoice} />
              <Tabs value={view} onChange={(_, next: View) => setView(next)} aria-label="Regrouper les marges">
                <Tab value="sites" label="Par site" />
                <Tab value="customers" label="Par client" />
              </Tabs>
            </Stack>
            {filter === null && <Alert severity="info">Choisissez les dates de début et de fin de la période.</Alert>}
            {query.isError && <Alert severity="error">Les marges n'ont pas pu être calculées.</Alert>}
            {report && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Du {formatDay(report.from)} au {formatDay(report.to)} · factures validées moins les avoirs, à la date de
                facture ; heures des services terminés.
              </Typography>
            )}
            {report && report.agentsWithoutCost.length > 0 && (
              <Alert severity="warning">
                Sans coût horaire, leurs heures comptent pour 0 € :{' '}
                {report.agentsWithoutCost.map((agent) => agent.name).join(', ')}. Renseignez le « Coût horaire chargé »
                de leur fiche ou un coût horaire par défaut.
              </Alert>
            )}
            {report && rows.length === 0 && (
              <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                Aucune heure travaillée ni facture sur cette période.
              </Typography>
            )}
            {report && rows.length > 0 && (
              <>
                <BarChart
                  title={view === 'sites' ? 'Marges par site' : 'Marges par client'}
                  series={series}
                  groups={charted.map((row) => ({
                    id: row.id,
                    label: row.name,
                    values: { invoiced: row.invoicedCents, cost: row.costCents, margin: row.marginCents },
                  }))}
                />
                <MarginsTable
                  label={view === 'sites' ? 'Marges par site' : 'Marges par client'}
                  nameHeader={view === 'sites' ? 'Site' : 'Client'}
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
