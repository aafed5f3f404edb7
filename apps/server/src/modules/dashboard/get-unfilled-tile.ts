import type { DashboardUnfilled } from '@securite/domain/dashboard/tile-schemas';
import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import { addDays } from '@securite/domain/time/calendar-day';
import { dayIn } from '@securite/domain/time/zoned-instants';
import { and, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import type { TileClock } from './tile-clock.ts';

/** The days the tile covers: today and the 7 after. */
export const UNFILLED_DAYS = 8;

/**
 * Posts without an agent still to come: today's that have not ended yet and those starting in the next 7 days, each
 * counted on the agency day it starts (one under way since yesterday counts today), with its whole duration.
 */
export async function getUnfilledTile(
  db: Db,
  input: { agencyId: string; fakeFilter: FakeFilter; clock: TileClock },
): Promise<DashboardUnfilled> {
  const { clock } = input;
  const end = clock.startOf(addDays(clock.today, UNFILLED_DAYS));
  const rows = await db
    .select({ startAt: services.startAt, endAt: services.endAt })
    .from(services)
    .where(
      and(
        inAgency(services, input.agencyId),
        isNull(services.deletedAt),
        isNull(services.circuitId),
        isNull(services.agentId),
        gt(services.endAt, clock.now),
        lt(services.startAt, end),
        fakeCondition(services.fake, input.fakeFilter),
      ),
    );
  const days = Array.from({ length: UNFILLED_DAYS }, (_, i) => ({
    day: addDays(clock.today, i),
    count: 0,
    minutes: 0,
  }));
  const index = new Map(days.map((d, i) => [d.day, i]));
  for (const row of rows) {
    const day = dayIn(row.startAt, clock.timeZone);
    const slot = days[index.get(day) ?? 0];
    slot.count += 1;
    slot.minutes += Math.round((row.endAt.getTime() - row.startAt.getTime()) / 60_000);
  }
  const [today, ...next] = days;
  return {
    today: { count: today.count, minutes: today.minutes },
    nextDays: {
      count: next.reduce((s, d) => s + d.count, 0),
      minutes: next.reduce((s, d) => s + d.minutes, 0),
    },
    days,
  };
}
