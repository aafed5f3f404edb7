import { ServiceStatus } from '@securite/domain/planning/service-status';
import type { ProtectionStateCode, Supervision } from '@securite/domain/pti/pti-alarms';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { alarms, ptiHeartbeats } from '../../db/schema/alarms.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { roundProgress } from '../rounds/public.ts';

/** The agents on duty (a started or paused service), each with their service, site, rounds, last heartbeat and open alarms. */
export async function findSupervision(tx: Tx, agencyId: string): Promise<Supervision> {
  const rows = await tx
    .select({
      serviceId: services.id,
      reference: services.reference,
      status: services.status,
      startAt: services.startAt,
      endAt: services.endAt,
      roundIds: services.roundIds,
      agentId: memberships.id,
      firstname: users.firstname,
      lastname: users.lastname,
      phone: users.phone,
      site: { id: sites.id, name: sites.name, address: sites.address },
    })
    .from(services)
    .innerJoin(memberships, and(eq(memberships.id, services.agentId), inAgency(memberships, agencyId)))
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(sites, and(eq(sites.id, services.siteId), inAgency(sites, agencyId)))
    .where(
      and(
        inAgency(services, agencyId),
        isNull(services.deletedAt),
        inArray(services.status, [ServiceStatus.Started, ServiceStatus.Paused]),
      ),
    )
    .orderBy(users.lastname, users.firstname, services.startAt)
    .limit(500);
  const ids = rows.map((row) => row.serviceId);
  const beats = ids.length
    ? await tx
        .selectDistinctOn([ptiHeartbeats.serviceId])
        .from(ptiHeartbeats)
        .where(and(inAgency(ptiHeartbeats, agencyId), inArray(ptiHeartbeats.serviceId, ids)))
        .orderBy(ptiHeartbeats.serviceId, desc(ptiHeartbeats.receivedAt))
    : [];
  const open = ids.length
    ? await tx
        .select({ serviceId: alarms.serviceId, n: count() })
        .from(alarms)
        .where(and(inAgency(alarms, agencyId), inArray(alarms.serviceId, ids), isNull(alarms.closedAt)))
        .groupBy(alarms.serviceId)
    : [];
  const roundsOf = await roundProgress(
    tx,
    agencyId,
    rows.map((row) => ({ id: row.serviceId, siteId: row.site?.id ?? null, roundIds: row.roundIds })),
  );
  const beatOf = new Map(beats.map((beat) => [beat.serviceId, beat]));
  const openOf = new Map(open.map((row) => [row.serviceId, row.n]));
  return {
    agents: rows.map((row) => {
      const beat = beatOf.get(row.serviceId);
      const location = row.site?.address?.location;
      const located = location && Number.isFinite(location.latitude) && Number.isFinite(location.longitude);
      return {
        agent: { id: row.agentId, name: `${row.firstname} ${row.lastname}`.trim(), phone: row.phone },
        service: {
          id: row.serviceId,
          reference: row.reference,
          status: row.status,
          startAt: row.startAt.toISOString(),
          endAt: row.endAt.toISOString(),
          site: row.site
            ? {
                id: row.site.id,
                name: row.site.name,
                latitude: located ? location.latitude : null,
                longitude: located ? location.longitude : null,
              }
            : null,
        },
        lastHeartbeat: beat
          ? {
              receivedAt: beat.receivedAt.toISOString(),
              protection: beat.protection as ProtectionStateCode,
              position:
                beat.latitude !== null && beat.longitude !== null
                  ? { latitude: beat.latitude, longitude: beat.longitude, accuracy: beat.accuracy }
                  : null,
            }
          : null,
        rounds: roundsOf.get(row.serviceId) ?? { due: 0, done: 0, current: null },
        openAlarms: openOf.get(row.serviceId) ?? 0,
      };
    }),
  };
}

/** How many alarms of the agency are open (the dashboard's tile). */
export async function countOpenAlarms(tx: Tx, agencyId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(alarms)
    .where(and(inAgency(alarms, agencyId), isNull(alarms.closedAt)));
  return row?.n ?? 0;
}
