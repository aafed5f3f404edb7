import NotificationImportantIcon from '@mui/icons-material/NotificationImportant';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { format } from '../../ui/format.ts';
import { useDashboardTile } from './api/get-dashboard-tile.ts';
import { texts } from './texts.ts';
import { Figure, TileCard } from './tile-card.tsx';

export interface WatchLinks {
  alerts: string | null;
  rounds: string | null;
  agentRequests: string | null;
  customerRequests: string | null;
}

/** À surveiller: open alarms, today's rounds missed or walked in part, unread requests; each to its page. */
export function WatchTile({ agencyId, links }: { agencyId: string; links: WatchLinks }) {
  const query = useDashboardTile(agencyId, 'watch');
  return (
    <TileCard title={texts.aSurveiller} icon={<NotificationImportantIcon />} query={query}>
      {(watch) => {
        const figures = [
          watch.alarms !== null && (
            <Figure
              key="alarms"
              value={format.integer(watch.alarms)}
              label={texts.alertesOuvertes}
              tone={watch.alarms ? 'error' : 'default'}
              href={links.alerts}
            />
          ),
          watch.rounds && (
            <Figure
              key="missed"
              value={format.integer(watch.rounds.missed)}
              label={texts.rondesManquees}
              tone={watch.rounds.missed ? 'error' : 'default'}
              href={links.rounds}
            />
          ),
          watch.rounds && (
            <Figure
              key="incomplete"
              value={format.integer(watch.rounds.incomplete)}
              label={texts.rondesIncompletes}
              tone={watch.rounds.incomplete ? 'warning' : 'default'}
              href={links.rounds}
            />
          ),
          watch.agentRequests !== null && (
            <Figure
              key="agents"
              value={format.integer(watch.agentRequests)}
              label={texts.demandesCollaborateursNonLues}
              tone={watch.agentRequests ? 'warning' : 'default'}
              href={links.agentRequests}
            />
          ),
          watch.customerRequests !== null && (
            <Figure
              key="customers"
              value={format.integer(watch.customerRequests)}
              label={texts.demandesClientsNonLues}
              tone={watch.customerRequests ? 'warning' : 'default'}
              href={links.customerRequests}
            />
          ),
        ].filter(Boolean);
        return figures.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {texts.rienASurveiller}
          </Typography>
        ) : (
          <>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>{figures}</Box>
            {watch.rounds && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {texts.rondesFaitesAujourdhui(watch.rounds.done)}
              </Typography>
            )}
          </>
        );
      }}
    </TileCard>
  );
}
