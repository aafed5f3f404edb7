import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import { and, asc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';

export interface HourServiceFilter {
  agencyId: string;
  fakeFilter: FakeFilter;
  /** Services overlapping [start, end) by their planned times. */
  start: Date;
  end: Date;
  agentIds?: readonly string[];
  siteIds?: readonly string[];
  assignedOnly?: boolean;
  extra?: SQL;
}

/**
 * The services counted in hours: live ones (not deleted), each circuit child with its site but not the circuit
 * itself, since the children carry the sites and the circuit's time is theirs.
 */
export function hourServicesWhere(filter: HourServiceFilter): SQL {
  return and(
    inAgency(services, filter.agencyId),
    isNull(services.deletedAt),
    eq(services.isCircuit, false),
    lt(services.startAt, filter.end),
    gt(services.endAt, filter.start),
    fakeCondition(services.fake, filter.fakeFilter),
    filter.agentIds ? inArray(services.agentId, [...filter.agentIds]) : undefined,
    filter.siteIds ? inArray(services.siteId, [...filter.siteIds]) : undefined,
    filter.assignedOnly ? sql`${services.agentId} is not null` : undefined,
    filter.extra,
  ) as SQL;
}

/** The services of a count (no join: a month of a large agency is thousands of rows; names come apart). */
export async function findHourServices(tx: Tx, filter: HourServiceFilter) {
  return tx
    .select({
      id: services.id,
      reference: services.reference,
      status: services.status,
      startAt: services.startAt,
      endAt: services.endAt,
      realStartAt: services.realStartAt,
      realEndAt: services.realEndAt,
      siteId: services.siteId,
      agentId: services.agentId,
    })
    .from(services)
    .where(hourServicesWhere(filter))
    .orderBy(asc(services.startAt), asc(services.id));
}
export type HourServiceRow = Awaited<ReturnType<typeof findHourServices>>[number];
