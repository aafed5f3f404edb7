import { addressLine, type FieldCircuit } from '@securite/domain/field/field-circuit-schemas';
import { fieldMessages } from '@securite/domain/field/field-messages';
import type { ServiceStatus } from '@securite/domain/planning/service-status';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { fieldAgentOf, ownService } from './field-access.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * GET {agency}/agent/{id}/field/circuit/{id}: the agent's own circuit with its live stops in visiting order (start
 * time, then id, as the office's circuit screens order them). Anyone else's, a plain service, or an unknown id: 404.
 */
export async function getFieldCircuit(tx: Tx, tenant: TenantContext, id: string): Promise<FieldCircuit> {
  const agencyId = tenant.agency.id;
  const [parent] = await tx
    .select()
    .from(services)
    .where(and(ownService(agencyId, fieldAgentOf(tenant), id), eq(services.isCircuit, true)));
  if (!parent) throw notFound(fieldMessages.serviceNotFound);
  const stops = await tx
    .select({ service: services, siteName: sites.name, siteAddress: sites.address })
    .from(services)
    .leftJoin(sites, and(eq(sites.id, services.siteId), inAgency(sites, agencyId)))
    .where(and(inAgency(services, agencyId), eq(services.circuitId, parent.id), isNull(services.deletedAt)))
    .orderBy(asc(services.startAt), asc(services.id));
  return {
    id: parent.id,
    reference: parent.reference,
    name: parent.postTitle ?? parent.reference,
    status: parent.status as ServiceStatus,
    startAt: parent.startAt.toISOString(),
    endAt: parent.endAt.toISOString(),
    realStartAt: iso(parent.realStartAt),
    realEndAt: iso(parent.realEndAt),
    stops: stops.map(({ service, siteName, siteAddress }) => ({
      id: service.id,
      reference: service.reference,
      status: service.status as ServiceStatus,
      startAt: service.startAt.toISOString(),
      endAt: service.endAt.toISOString(),
      realStartAt: iso(service.realStartAt),
      realEndAt: iso(service.realEndAt),
      postTitle: service.postTitle,
      site:
        service.siteId && siteName !== null
          ? { id: service.siteId, name: siteName, address: siteAddress ? addressLine(siteAddress) : null }
          : null,
    })),
  };
}
