import type { MyServicesResponse } from '@securite/domain/planning/service-schemas';
import { and, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findPresentedServices } from './present-service.ts';

/**
 * GET {agency}/agent/{id}/services: the agent's services in [from, to) — their own posts, and the circuits they run
 * with all their stops (a tour comes whole: a stop after the end of the period still counts as one of its steps) —
 * for "Mon planning" and the field start page, with the addresses of their sites (whether or not the agent is posted
 * there). The tenancy guard already limits an agent to their own id.
 */
export async function findMyServices(
  ctx: AppContext,
  tenant: TenantContext,
  agentId: string,
  period: { from: Date; to: Date },
): Promise<MyServicesResponse> {
  const agencyId = tenant.agency.id;
  const inPeriod = and(lt(services.startAt, period.to), gt(services.endAt, period.from));
  const circuits = ctx.db
    .select({ id: services.id })
    .from(services)
    .where(and(inAgency(services, agencyId), eq(services.agentId, agentId), eq(services.isCircuit, true), inPeriod));
  const list = await findPresentedServices(
    ctx.db,
    agencyId,
    or(and(eq(services.agentId, agentId), inPeriod), inArray(services.circuitId, circuits)),
  );
  const siteIds = [...new Set(list.flatMap((service) => (service.site ? [service.site.id] : [])))];
  const rows = siteIds.length
    ? await ctx.db
        .select({ id: sites.id, address: sites.address })
        .from(sites)
        .where(and(inAgency(sites, agencyId), inArray(sites.id, siteIds)))
    : [];
  const addresses = rows.map((row) => ({
    id: row.id,
    address: {
      street: row.address.street ?? null,
      complement: row.address.complement ?? null,
      zipcode: row.address.zipcode ?? null,
      city: row.address.city ?? null,
      country: row.address.country ?? '',
      location: row.address.location ?? null,
    },
  }));
  return { services: list, sites: addresses };
}
