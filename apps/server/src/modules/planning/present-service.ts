import type { PlanningService } from '@securite/domain/planning/service-schemas';
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fullnameSql } from '../agents/public.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The columns the planning screens read, with the site's and the agent's names, of the agency's services matching
 * `where` (the agency's filter added here, as an AND with it, on the services, sites and agents).
 */
export function selectPlanningServices(tx: Tx, agencyId: string, where: SQL | undefined) {
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
      siteName: sites.name,
      agentId: services.agentId,
      agentName: fullnameSql,
      activityType: services.activityType,
      specialty: services.specialty,
      postTitle: services.postTitle,
      comments: services.comments,
      dog: services.dog,
      startPoint: services.startPoint,
      endPoint: services.endPoint,
      recurrenceId: services.recurrenceId,
      isCircuit: services.isCircuit,
      circuitId: services.circuitId,
      groupId: services.groupId,
      roundIds: services.roundIds,
      checkpointIds: services.checkpointIds,
    })
    .from(services)
    .leftJoin(sites, and(eq(sites.id, services.siteId), inAgency(sites, agencyId)))
    .leftJoin(memberships, and(eq(memberships.id, services.agentId), inAgency(memberships, agencyId)))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(and(inAgency(services, agencyId), where));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectPlanningServices>['execute']>>[number];

/** A stored service as the planning screens show it. */
export function presentService(row: Row): PlanningService {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    realStartAt: iso(row.realStartAt),
    realEndAt: iso(row.realEndAt),
    site: row.siteId ? { id: row.siteId, name: row.siteName ?? '' } : null,
    agent: row.agentId ? { id: row.agentId, fullname: row.agentName ?? '' } : null,
    activityType: row.activityType,
    specialty: row.specialty,
    postTitle: row.postTitle,
    comments: row.comments,
    dog: row.dog,
    startPoint: row.startPoint,
    endPoint: row.endPoint,
    recurrenceId: row.recurrenceId,
    isCircuit: row.isCircuit,
    circuitId: row.circuitId,
    groupId: row.groupId,
    roundIds: row.roundIds,
    checkpointIds: row.checkpointIds,
  };
}

/** Live services of the agency matching the condition, in start order. */
export async function findPresentedServices(tx: Tx, agencyId: string, where?: SQL): Promise<PlanningService[]> {
  const rows = await selectPlanningServices(tx, agencyId, and(isNull(services.deletedAt), where)).orderBy(
    asc(services.startAt),
    asc(services.id),
  );
  return rows.map(presentService);
}

/** The given services, presented, in start order. */
export async function presentServicesByIds(
  tx: Tx,
  agencyId: string,
  ids: readonly string[],
): Promise<PlanningService[]> {
  const out: PlanningService[] = [];
  for (let i = 0; i < ids.length; i += 1000) {
    out.push(...(await findPresentedServices(tx, agencyId, inArray(services.id, ids.slice(i, i + 1000)))));
  }
  return out.sort((a, b) => a.startAt.localeCompare(b.startAt));
}
