import SensorsIcon from '@mui/icons-material/Sensors';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DashboardNow } from '@securite/domain/dashboard/tile-schemas';
import { timeIn } from '@securite/domain/time/zoned-instants';
import { format } from '../../ui/format.ts';
import { useDashboardTile } from './api/get-dashboard-tile.ts';
import { texts } from './texts.ts';
import { Figure, TileCard } from './tile-card.tsx';

/** « Maintenant »: services under way, late (due and not started) and unfilled, by site; kept live by the stream. */
export function NowTile({
  agencyId,
  timeZone,
  href,
  unfilledHref = null,
  lateHref = null,
}: {
  agencyId: string;
  timeZone: string;
  href: string | null;
  /** The services list filtered to those without an agent. */
  unfilledHref?: string | null;
  /** The services list filtered to those due and not started. */
  lateHref?: string | null;
}) {
  const query = useDashboardTile(agencyId, 'now');
  return (
    <TileCard
      title={texts.maintenant}
      icon={<SensorsIcon />}
      query={query}
      href={href}
      linkLabel={texts.voirLaSupervision}
    >
      {(now) => <NowContent now={now} timeZone={timeZone} unfilledHref={unfilledHref} lateHref={lateHref} />}
    </TileCard>
  );
}

function NowContent({
  now,
  timeZone,
  unfilledHref,
  lateHref,
}: {
  now: DashboardNow;
  timeZone: string;
  unfilledHref: string | null;
  lateHref: string | null;
}) {
  const { totals } = now;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1}>
        <Figure
          value={format.integer(totals.inProgress)}
          label={texts.enCours}
          tone={totals.inProgress ? 'success' : 'default'}
        />
        <Figure
          value={format.integer(totals.late)}
          label={texts.enRetard}
          tone={totals.late ? 'error' : 'default'}
          href={lateHref}
        />
        <Figure
          value={format.integer(totals.unfilled)}
          label={texts.nonPourvus}
          tone={totals.unfilled ? 'warning' : 'default'}
          href={unfilledHref}
        />
      </Stack>
      {now.late.length > 0 && (
        <div>
          <Typography variant="subtitle2" component="h3" sx={{ color: 'error.main' }}>
            {texts.pasEncorePris}
          </Typography>
          <List dense disablePadding aria-label={texts.pasEncorePris}>
            {now.late.map((service) => (
              <ListItem key={service.id} disableGutters divider>
                <ListItemText
                  primary={service.agentName ?? service.reference}
                  secondary={texts.prevuAValue(service.siteName, timeIn(service.startAt, timeZone))}
                />
              </ListItem>
            ))}
          </List>
        </div>
      )}
      {now.sites.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {texts.aucunServiceEnCeMoment}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={texts.parSite}>
          {now.sites.map((site) => (
            <ListItem key={site.siteId ?? site.siteName} disableGutters divider sx={{ gap: 0.5, flexWrap: 'wrap' }}>
              <ListItemText primary={site.siteName} sx={{ flex: '1 1 8rem' }} />
              {site.late > 0 && <Chip size="small" color="error" label={texts.enRetardCount(site.late)} />}
              {site.unfilled > 0 && <Chip size="small" color="warning" label={texts.nonPourvusCount(site.unfilled)} />}
              {site.inProgress > 0 && (
                <Chip size="small" color="success" variant="outlined" label={texts.enCoursCount(site.inProgress)} />
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
