import ScheduleIcon from '@mui/icons-material/Schedule';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatHours } from '@securite/domain/time/format-hours';
import { useDashboardTile } from './api/get-dashboard-tile.ts';
import { BarChartLazy } from './lazy-chart.tsx';
import { texts } from './texts.ts';
import { Figure, TileCard } from './tile-card.tsx';

/** This week's planned and worked hours by collaborator against their contract, and the overtime. */
export function HoursTile({ agencyId, href }: { agencyId: string; href: string | null }) {
  const query = useDashboardTile(agencyId, 'hours');
  return (
    <TileCard
      title={texts.heuresDeLaSemaine}
      icon={<ScheduleIcon />}
      query={query}
      href={href}
      linkLabel={texts.voirLesHeures}
    >
      {({ totals, agents }) => (
        <Stack spacing={1}>
          <Stack direction="row" spacing={1}>
            <Figure size="small" value={formatHours(totals.plannedMinutes)} label={texts.planifiees} />
            <Figure size="small" value={formatHours(totals.workedMinutes)} label={texts.effectuees} />
            <Figure
              size="small"
              value={formatHours(totals.overtimeMinutes)}
              label={texts.heuresSupplementaires}
              tone={totals.overtimeMinutes ? 'warning' : 'default'}
            />
          </Stack>
          {agents.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {texts.aucunServiceCetteSemaine}
            </Typography>
          ) : (
            <BarChartLazy
              title={texts.heuresParCollaborateur}
              labels={agents.map((a) => a.name)}
              series={[
                { label: texts.planifiees, data: agents.map((a) => a.plannedMinutes / 60), color: '#2f6fbd' },
                { label: texts.effectuees, data: agents.map((a) => a.workedMinutes / 60), color: '#2e7d32' },
                { label: texts.contrat, data: agents.map((a) => (a.contractMinutes ?? 0) / 60), color: '#9e9e9e' },
              ]}
              format={(hours) => formatHours(hours * 60)}
              axisFormat={(hours) => texts.heures(Math.round(hours))}
              height={Math.max(200, 70 + agents.length * 44)}
              horizontal
            />
          )}
        </Stack>
      )}
    </TileCard>
  );
}
