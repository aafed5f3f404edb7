import { isGranted } from '@securite/domain/auth/access';
import { compactPlannedServices } from '@securite/domain/planning/planned-services-answer';
import type { PlannedServicesRequest, PlannedServicesResponse } from '@securite/domain/planning/service-schemas';
import { and, eq, gt, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findPresentedServices } from './present-service.ts';
import { presentedServicesJson } from './present-services-json.ts';

/**
 * POST {agency}[/customer/{id}]/fetch/planned-services: the live services overlapping [from, to). A customer sees
 * only the services on their company's sites; an agent only their own unless they hold services.view.
 */
export async function findPlannedServices(
  ctx: AppContext,
  tenant: TenantContext,
  request: PlannedServicesRequest,
): Promise<PlannedServicesResponse> {
  const list = await findPresentedServices(ctx.db, tenant.agency.id, plannedServicesWhere(ctx, tenant, request));
  if (tenant.scope.customerId) {
    // A customer learns who comes, not the agent's full name (« Karim B. »), nor the checkpoints, the rounds or the
    // office's comments of a service (spec 000 section 6: customers do not load agents or checkpoints).
    for (const service of list) {
      if (service.agent) service.agent.fullname = shortName(service.agent.fullname);
      service.checkpointIds = [];
      service.roundIds = [];
      service.comments = null;
    }
  }
  return { services: list, total: list.length };
}

/**
 * The planning grids' answer (POST {agency}/fetch/planned-services), compact (zPlannedServicesAnswer: the sites
 * and agents named once, only what is not the default), as JSON text built by the database (a month of a large
 * agency is ten thousand services; see presentedServicesJson). A customer scope, which shortens names, is
 * built here from the full form.
 */
export async function plannedServicesJson(
  ctx: AppContext,
  tenant: TenantContext,
  request: PlannedServicesRequest,
): Promise<string> {
  if (tenant.scope.customerId)
    return JSON.stringify(compactPlannedServices((await findPlannedServices(ctx, tenant, request)).services));
  return presentedServicesJson(ctx.db, tenant.agency.id, plannedServicesWhere(ctx, tenant, request));
}

function plannedServicesWhere(ctx: AppContext, tenant: TenantContext, request: PlannedServicesRequest) {
  const conditions: (SQL | undefined)[] = [
    lt(services.startAt, new Date(request.to)),
    gt(services.endAt, new Date(request.from)),
  ];
  if (request.siteIds?.length) conditions.push(inArray(services.siteId, request.siteIds));
  if (request.agentIds?.length) conditions.push(inArray(services.agentId, request.agentIds));
  if (request.statuses?.length) conditions.push(inArray(services.status, request.statuses));
  if (request.unassignedOnly) conditions.push(isNull(services.agentId), eq(services.isCircuit, false));
  if (!request.includeCircuits) conditions.push(eq(services.isCircuit, false), isNull(services.circuitId));
  if (tenant.scope.customerId) {
    const customerSites = ctx.db
      .select({ id: sites.id })
      .from(sites)
      .where(and(inAgency(sites, tenant.agency.id), eq(sites.customerId, tenant.scope.customerId)));
    conditions.push(inArray(services.siteId, customerSites));
  }
  if (tenant.actor.role === 'agent' && !isGranted(tenant.actor, ['services.view'])) {
    const own = tenant.scope.agentId ?? '00000000-0000-0000-0000-000000000000';
    // An agent on a circuit sees its children too.
    const ownCircuits = ctx.db
      .select({ id: services.id })
      .from(services)
      .where(and(inAgency(services, tenant.agency.id), eq(services.agentId, own), eq(services.isCircuit, true)));
    conditions.push(or(eq(services.agentId, own), inArray(services.circuitId, ownCircuits)));
  }
  return and(...conditions);
}

/** First name and the initial of the last name; « Agent » for a name that is an e-mail (an agent with no name). */
export function shortName(fullname: string): string {
  if (fullname.includes('@')) return 'Agent';
  const parts = fullname.trim().split(/\s+/);
  if (parts.length < 2) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(' ')} ${parts[parts.length - 1].charAt(0).toUpperCase()}.`;
}
