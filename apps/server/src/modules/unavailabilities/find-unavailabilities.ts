import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import type { Unavailability, UnavailabilityFetchRequest } from '@securite/domain/unavailabilities/schemas';
import { readsAllUnavailabilities } from '@securite/domain/unavailabilities/unavailability-access';
import { and, asc, count, desc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { unavailabilities } from '../../db/schema/workforce.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { selectUnavailabilities } from './present-unavailability.ts';

const orderColumns = {
  createdAt: unavailabilities.createdAt,
  startAt: unavailabilities.startAt,
  endAt: unavailabilities.endAt,
} as const;

/**
 * POST {agency}{scope}/fetch/unavailabilities: staff and holders of the create or edit right read everyone's
 * (or the scope agent's); others read their own. A date range keeps those overlapping it.
 */
export async function findUnavailabilities(
  ctx: AppContext,
  tenant: TenantContext,
  request: UnavailabilityFetchRequest,
): Promise<{ data: Unavailability[]; total: number }> {
  if (tenant.actor.role === 'customer') throw new AppError(ErrorCode.Forbidden, messages.forbidden);
  const { filters } = request;
  const ownOnly = !readsAllUnavailabilities(tenant.actor);
  const agentId = ownOnly ? (tenant.membership?.id ?? null) : tenant.scope.agentId;
  const where = and(
    inAgency(unavailabilities, tenant.agency.id),
    ownOnly && !agentId ? sql`false` : undefined,
    agentId ? eq(unavailabilities.agentId, agentId) : undefined,
    filters.agentIds?.length ? inArray(unavailabilities.agentId, filters.agentIds) : undefined,
    filters.typeIds?.length ? inArray(unavailabilities.typeId, filters.typeIds) : undefined,
    filters.dateRange ? lt(unavailabilities.startAt, new Date(filters.dateRange.end)) : undefined,
    filters.dateRange ? gt(unavailabilities.endAt, new Date(filters.dateRange.start)) : undefined,
  ) as SQL;
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const [data, [{ total }]] = await Promise.all([
    selectUnavailabilities(ctx.db, tenant.agency.id, where, {
      orderBy: [direction(orderColumns[request.orderBy.field]), direction(unavailabilities.id)],
      limit: request.limit,
      offset: fetchOffset(request),
    }),
    ctx.db.select({ total: count() }).from(unavailabilities).where(where),
  ]);
  return { data, total };
}
