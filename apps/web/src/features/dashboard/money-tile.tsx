import EuroIcon from '@mui/icons-material/Euro';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { frenchEuros } from '@securite/domain/money/amounts';
import { format } from '../../ui/format.ts';
import { useDashboardTile } from './api/get-dashboard-tile.ts';
import { BarChartLazy } from './lazy-chart.tsx';
import { texts } from './texts.ts';
import { Figure, TileCard } from './tile-card.tsx';

const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** « déc. 2026 » for 2026-12. */
export const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

/** Overdue invoices and the turnover of this month against last month and the same month last year. */
export function MoneyTile({ agencyId, href }: { agencyId: string; href: string | null }) {
  const query = useDashboardTile(agencyId, 'money');
  return (
    <TileCard title={texts.facturation} icon={<EuroIcon />} query={query} href={href} linkLabel={texts.voirLesFactures}>
      {({ overdue, turnover }) => {
        const months = [turnover.lastYear, turnover.lastMonth, turnover.thisMonth];
        return (
          <Stack spacing={1}>
            <Stack direction="row" spacing={1}>
              <Figure
                value={format.integer(overdue.count)}
                label={texts.facturesEnRetard}
                tone={overdue.count ? 'error' : 'default'}
              />
              <Figure value={frenchEuros(overdue.cents)} label={texts.resteAEncaisser} />
            </Stack>
            {months.every((m) => m.cents === 0) ? (
              <Typography variant="body2" color="text.secondary">
                {texts.aucunChiffreDAffaires}
              </Typography>
            ) : (
              <BarChartLazy
                title={texts.chiffreDAffairesHt}
                labels={months.map((m) => monthLabel(m.month))}
                series={[{ label: texts.chiffreDAffairesHt, data: months.map((m) => m.cents), color: '#2f6fbd' }]}
                format={(cents) => frenchEuros(Math.round(cents))}
                axisFormat={(cents) => texts.euros(format.integer(Math.round(cents / 100)))}
                height={200}
              />
            )}
          </Stack>
        );
      }}
    </TileCard>
  );
}
