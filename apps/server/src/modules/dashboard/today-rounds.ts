import { ServiceStatus } from '@securite/domain/planning/service-status';
import { addDays } from '@securite/domain/time/calendar-day';
import { and, eq, gt, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';
import { dueRoundCounts } from '../rounds/public.ts';
import type { TileClock } from './tile-clock.ts';

export interface RoundCounts {
  done: number;
  incomplete: number;
  missed: number;
}

/**
 * Today's rounds: those due on the services of this agency day (a night service begun yesterday included), each as
 * many times as the round asks (dueRounds). Done when walked completely; on a service that is over (ended, or past
 * its end), incomplete when walked in part, missed when never started; a round of a service still running is
 * neither yet. `customerId` narrows the services to that customer's sites (its portal).
 */
export async function countTodayRounds(
  db: Db,
  input: { agencyId: string; clock: TileClock; customerId?: string },
): Promise<RoundCounts> {
  const { agencyId, clock } = input;
  const customerWhere: SQL | undefined = input.customerId
    ? inArray(
        services.siteId,
        db
          .select({ id: sites.id })
          .from(sites)
          .where(and(inAgency(sites, agencyId), eq(sites.customerId, input.customerId))),
      )
    : undefined;
  const today = await db
    .select({
      id: services.id,
      siteId: services.siteId,
      roundIds: services.roundIds,
      status: services.status,
      endAt: services.endAt,
    })
    .from(services)
    .where(
      and(
        inAgency(services, agencyId),
        isNull(services.deletedAt),
        eq(services.isCircuit, false),
        gt(services.endAt, clock.startOf(clock.today)),
        lt(services.startAt, clock.startOf(addDays(clock.today, 1))),
        customerWhere,
      ),
    );
  const counts: RoundCounts = { done: 0, incomplete: 0, missed: 0 };
  if (today.length === 0) return counts;
  // Four statements for the whole day, whatever its number of services.
  const due = await dueRoundCounts(db, agencyId, today);
  for (const service of today) {
    const over = service.status === ServiceStatus.Ended || service.endAt <= clock.now;
    for (const round of due.get(service.id) ?? []) {
      const expected = Math.max(1, round.numberOfExecutions);
      const done = Math.min(round.executed, expected);
      counts.done += done;
      if (!over || done === expected) continue;
      if (round.started) counts.incomplete += expected - done;
      else counts.missed += expected - done;
    }
  }
  return counts;
}
