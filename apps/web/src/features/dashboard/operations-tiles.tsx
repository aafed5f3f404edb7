import Grid from '@mui/material/Grid';
import { isGranted } from '@securite/domain/auth/access';
import {
  type DashboardTileName,
  dashboardPartRights,
  dashboardTileRights,
  type ExpirationGroup,
} from '@securite/domain/dashboard/tile-schemas';
import { useSession } from '../../api/session.ts';
import { useAgencyTimeZone } from '../../shared/planning/use-agency-time-zone.ts';
import { ExpirationsTile } from './expirations-tile.tsx';
import { HoursTile } from './hours-tile.tsx';
import { MoneyTile } from './money-tile.tsx';
import { NowTile } from './now-tile.tsx';
import { UnfilledTile } from './unfilled-tile.tsx';
import { useDashboardLive } from './use-dashboard-live.ts';
import { WatchTile } from './watch-tile.tsx';

/** Where the tiles lead (null when the user may not open that page). */
export interface OperationsLinks {
  supervision: string | null;
  services: string | null;
  /** The services list filtered to the services without an agent (the unfilled posts). */
  unfilledServices: string | null;
  /** The services list filtered to the services due and not started. */
  lateServices: string | null;
  alerts: string | null;
  rounds: string | null;
  agentRequests: string | null;
  customerRequests: string | null;
  invoices: string | null;
  hours: string | null;
  expirations: Partial<Record<ExpirationGroup, string | null>>;
}

export const noOperationsLinks: OperationsLinks = {
  supervision: null,
  services: null,
  unfilledServices: null,
  lateServices: null,
  alerts: null,
  rounds: null,
  agentRequests: null,
  customerRequests: null,
  invoices: null,
  hours: null,
  expirations: {},
};

const watchParts = ['alarms', 'rounds', 'agentRequests', 'customerRequests'] as const;
const expirationParts = ['agentDocuments', 'customerContracts', 'equipment'] as const;

/**
 * The operations tiles the user may read (issue 30), each loading on its own: now and today's posts first, then
 * what needs watching, the expirations, money and hours. One column on a phone, two on a tablet, three wide.
 */
export function OperationsTiles({ agencyId, links }: { agencyId: string; links: OperationsLinks }) {
  const { actor } = useSession();
  const { timeZone } = useAgencyTimeZone(agencyId);
  useDashboardLive(agencyId);
  const may = (tile: DashboardTileName) => isGranted(actor, dashboardTileRights[tile]);
  const mayPart = (part: keyof typeof dashboardPartRights) => isGranted(actor, dashboardPartRights[part]);
  const cell = { xs: 12, md: 6, lg: 4 } as const;
  return (
    <Grid container spacing={2}>
      {may('now') && (
        <Grid size={cell}>
          <NowTile
            agencyId={agencyId}
            timeZone={timeZone}
            href={links.supervision ?? links.services}
            unfilledHref={links.unfilledServices}
            lateHref={links.lateServices}
          />
        </Grid>
      )}
      {watchParts.some(mayPart) && (
        <Grid size={cell}>
          <WatchTile agencyId={agencyId} links={links} />
        </Grid>
      )}
      {may('unfilled') && (
        <Grid size={cell}>
          <UnfilledTile agencyId={agencyId} href={links.unfilledServices} />
        </Grid>
      )}
      {may('money') && (
        <Grid size={cell}>
          <MoneyTile agencyId={agencyId} href={links.invoices} />
        </Grid>
      )}
      {expirationParts.some(mayPart) && (
        <Grid size={cell}>
          <ExpirationsTile agencyId={agencyId} links={links.expirations} />
        </Grid>
      )}
      {may('hours') && (
        <Grid size={cell}>
          <HoursTile agencyId={agencyId} href={links.hours} />
        </Grid>
      )}
    </Grid>
  );
}
