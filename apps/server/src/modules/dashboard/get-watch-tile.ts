import type { Actor } from '@securite/domain/auth/access';
import { isGranted } from '@securite/domain/auth/access';
import { type DashboardWatch, dashboardPartRights } from '@securite/domain/dashboard/tile-schemas';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerRequests } from '../../db/schema/customers.ts';
import { agentRequestReads, agentRequests } from '../../db/schema/workforce.ts';
import { inAgency } from '../../db/tenant.ts';
import { countOpenAlarms } from '../pti/public.ts';
import type { TileClock } from './tile-clock.ts';
import { countTodayRounds } from './today-rounds.ts';

/** The requests of collaborators the reader has not read since they last changed (the requests' own rule). */
async function unreadAgentRequests(db: Db, agencyId: string, userId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(agentRequests)
    .leftJoin(
      agentRequestReads,
      and(
        eq(agentRequestReads.requestId, agentRequests.id),
        inAgency(agentRequestReads, agencyId),
        eq(agentRequestReads.userId, userId),
      ),
    )
    .where(
      and(
        inAgency(agentRequests, agencyId),
        or(isNull(agentRequestReads.readAt), lt(agentRequestReads.readAt, agentRequests.requesterActivityAt)),
      ),
    );
  return n;
}

/** The customers' requests with news the agency has not read. */
async function unreadCustomerRequests(db: Db, agencyId: string): Promise<number> {
  const r = customerRequests;
  const [{ n }] = await db
    .select({ n: count() })
    .from(r)
    .where(
      and(
        inAgency(r, agencyId),
        isNotNull(r.customerActivityAt),
        or(isNull(r.agencyReadAt), lt(r.agencyReadAt, r.customerActivityAt)),
      ),
    );
  return n;
}

/** Open alarms, today's rounds, unread requests: each part only for those with its rights (else null). */
export async function getWatchTile(
  db: Db,
  input: { agencyId: string; actor: Actor; clock: TileClock },
): Promise<DashboardWatch> {
  const { agencyId, actor } = input;
  const may = (part: keyof typeof dashboardPartRights) => isGranted(actor, dashboardPartRights[part]);
  const [alarms, rounds, agentUnread, customerUnread] = await Promise.all([
    may('alarms') ? countOpenAlarms(db, agencyId) : null,
    may('rounds') ? countTodayRounds(db, { agencyId, clock: input.clock }) : null,
    may('agentRequests') ? unreadAgentRequests(db, agencyId, actor.userId) : null,
    may('customerRequests') ? unreadCustomerRequests(db, agencyId) : null,
  ]);
  return { alarms, rounds, agentRequests: agentUnread, customerRequests: customerUnread };
}
