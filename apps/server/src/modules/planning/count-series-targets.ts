import {
  type SeriesCountRequest,
  type SeriesCountResponse,
  serviceMessages,
} from '@securite/domain/planning/service-schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { services } from '../../db/schema/services.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { expandSeries } from './expand-series.ts';

/**
 * POST {agency}/services/series-count: how many services the line would change or delete if sent in a batch
 * (the same expansion as the batch's), for the confirmation « Modifier N service(s) ? ». Saves nothing.
 */
export async function countSeriesTargets(
  ctx: AppContext,
  tenant: TenantContext,
  request: SeriesCountRequest,
): Promise<SeriesCountResponse> {
  const agencyId = tenant.agency.id;
  const id = request.service.id;
  if (!id) return { count: 1 };
  const [found] = await ctx.db
    .select({ id: services.id })
    .from(services)
    .where(and(inAgency(services, agencyId), eq(services.id, id), isNull(services.deletedAt)));
  if (!found) throw notFound(serviceMessages.notFound);
  const lines = await expandSeries(ctx.db, agencyId, tenant.agency.timezone, [request.service]);
  return { count: lines.length };
}
