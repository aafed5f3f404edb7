import EventBusyIcon from '@mui/icons-material/EventBusy';
import Stack from '@mui/material/Stack';
import { shortDayLabel } from '@securite/domain/time/day-labels';
import { formatHours } from '@securite/domain/time/format-hours';
import { format } from '../../ui/format.ts';
import { useDashboardTile } from './api/get-dashboard-tile.ts';
import { BarChartLazy } from './lazy-chart.tsx';
import { texts } from './texts.ts';
import { Figure, TileCard } from './tile-card.tsx';

/** Posts without an agent: what is left today, the next 7 days, and each day's hours as bars. */
export function UnfilledTile({ agencyId, href }: { agencyId: string; href: string | null }) {
  const query = useDashboardTile(agencyId, 'unfilled');
  return (
    <TileCard
      title={texts.postesNonPourvus}
      icon={<EventBusyIcon />}
      query={query}
      href={href}
      linkLabel={texts.couvrirLesPostes}
    >
      {(unfilled) => (
        <Stack spacing={1}>
          <Stack direction="row" spacing={1}>
            <Figure
              value={format.integer(unfilled.today.count)}
              label={texts.aujourdhuiHours(formatHours(unfilled.today.minutes))}
              tone={unfilled.today.count ? 'warning' : 'default'}
            />
            <Figure
              value={format.integer(unfilled.nextDays.count)}
              label={texts.septProchainsJoursHours(formatHours(unfilled.nextDays.minutes))}
            />
          </Stack>
          {unfilled.days.some((d) => d.count > 0) && (
            <BarChartLazy
              title={texts.heuresNonPourvuesParJour}
              labels={unfilled.days.map((d) => shortDayLabel(d.day))}
              series={[
                { label: texts.heuresNonPourvues, data: unfilled.days.map((d) => d.minutes / 60), color: '#ed6c02' },
              ]}
              format={(hours) => formatHours(hours * 60)}
              axisFormat={(hours) => texts.heures(Math.round(hours))}
              height={180}
            />
          )}
        </Stack>
      )}
    </TileCard>
  );
}
