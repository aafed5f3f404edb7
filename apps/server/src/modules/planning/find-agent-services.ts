import { messages } from '@securite/domain/errors/messages';
import type { AgentServicesRequest, PlanningService } from '@securite/domain/planning/service-schemas';
import { and, asc, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { services } from '../../db/schema/services.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findAgencyAgents } from '../agents/public.ts';
import { presentService, selectPlanningServices } from './present-service.ts';

/**
 * POST {agency}/fetch/agent-services: one agent's live services overlapping the period, a page at a time (the
 * cover search on unassign; the screen asks pages of 100 when there are more than 100, else 10).
 */
export async function findAgentServices(
  ctx: AppContext,
  tenant: TenantContext,
  request: AgentServicesRequest,
): Promise<{ data: PlanningService[]; total: number }> {
  const agencyId = tenant.agency.id;
  if ((await findAgencyAgents(ctx.db, agencyId, [request.agentId])).length === 0)
    throw notFound(messages.agentNotFound);
  const where = and(
    inAgency(services, agencyId),
    eq(services.agentId, request.agentId),
    isNull(services.deletedAt),
    lt(services.startAt, new Date(request.to)),
    gt(services.endAt, new Date(request.from)),
  );
  const [rows, [{ total }]] = await Promise.all([
    selectPlanningServices(ctx.db, agencyId, where)
      .orderBy(asc(services.startAt), asc(services.id))
      .limit(request.limit)
      .offset((request.page - 1) * request.limit),
    ctx.db.select({ total: count() }).from(services).where(where),
  ]);
  return { data: rows.map(presentService), total };
}
