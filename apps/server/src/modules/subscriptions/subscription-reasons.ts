import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import { subscriptionMessages as sm } from '@securite/domain/subscriptions/subscription-messages';
import type {
  SubscriptionReason,
  SubscriptionReasonSave,
  zSubscriptionReasonFetchRequest,
} from '@securite/domain/subscriptions/subscription-schemas';
import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { agencySubscriptions, subscriptionReasons } from '../../db/schema/subscriptions.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { currentSubscription, statusOf } from './present-subscription.ts';

type ReasonRow = typeof subscriptionReasons.$inferSelect;

const present = (row: ReasonRow, agencyName: string): SubscriptionReason => ({
  id: row.id,
  agency: { id: row.agencyId, name: agencyName },
  reason: row.reason,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
});

/**
 * POST {agency}/subscriptionReason: the agency cancels its subscription and says why. The subscription runs to
 * the end of its period, then ends (and the agency is locked by the daily job).
 */
export async function cancelWithReason(
  ctx: AppContext,
  tenant: TenantContext,
  input: SubscriptionReasonSave,
): Promise<SubscriptionReason> {
  const agencyId = tenant.agency.id;
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const current = await currentSubscription(tx, agencyId, { forUpdate: true });
    if (!current || statusOf(current.subscription, now) === 'ended') {
      throw new AppError(ErrorCode.Conflict, sm.noSubscription);
    }
    const { subscription } = current;
    if (subscription.status === 'cancelled') throw new AppError(ErrorCode.Conflict, sm.alreadyCancelled);
    const endedAt = subscription.currentPeriodEnd;
    await tx
      .update(agencySubscriptions)
      .set({ status: 'cancelled', cancelledAt: now, endedAt, updatedAt: now })
      .where(and(eq(agencySubscriptions.id, subscription.id), inAgency(agencySubscriptions, agencyId)));
    await tx.update(agencies).set({ subscriptionEndsAt: endedAt, updatedAt: now }).where(eq(agencies.id, agencyId));
    const [row] = await tx
      .insert(subscriptionReasons)
      .values({ agencyId, subscriptionId: subscription.id, reason: input.reason, comment: input.comment ?? null })
      .returning();
    return present(row, tenant.agency.name);
  });
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** POST admin/fetch/subscription-reasons: why agencies left, newest first. */
export async function findSubscriptionReasons(
  ctx: AppContext,
  request: z.output<typeof zSubscriptionReasonFetchRequest>,
): Promise<{ data: SubscriptionReason[]; total: number }> {
  const where: SQL[] = [];
  if (request.filters.reason) where.push(eq(subscriptionReasons.reason, request.filters.reason));
  if (request.filters.search) where.push(ilike(agencies.name, `%${escapeLike(request.filters.search)}%`));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ reason: subscriptionReasons, agencyName: agencies.name })
      .from(subscriptionReasons) // every agency: the platform's cancellation statistics
      .innerJoin(agencies, eq(agencies.id, subscriptionReasons.agencyId))
      .where(condition)
      .orderBy(desc(subscriptionReasons.createdAt))
      .limit(request.limit)
      .offset(fetchOffset(request)),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(subscriptionReasons) // every agency: the same, counted
      .innerJoin(agencies, eq(agencies.id, subscriptionReasons.agencyId))
      .where(condition),
  ]);
  return { data: rows.map((r) => present(r.reason, r.agencyName)), total: count?.total ?? 0 };
}
