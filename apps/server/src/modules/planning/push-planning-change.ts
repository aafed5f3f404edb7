import { planningPushMessages } from '@securite/domain/planning/planning-push';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { memberships } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { pushToUsers } from '../notifications/public.ts';

/**
 * Issue 30: a change of the office to an agent's planning is pushed to the agent's devices (their phone, even with
 * the app closed), once per change: the agents of the rows touched that are not over yet, but the author.
 */
export async function pushPlanningChange(
  ctx: AppContext,
  agencyId: string,
  rows: readonly { agentId: string | null; endAt: Date }[],
  authorUserId: string | null,
  now: Date = new Date(),
): Promise<void> {
  const agentIds = [...new Set(rows.flatMap((r) => (r.agentId && r.endAt > now ? [r.agentId] : [])))];
  if (agentIds.length === 0) return;
  const agents = await ctx.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        inAgency(memberships, agencyId),
        eq(memberships.role, 'agent'),
        eq(memberships.active, true),
        isNull(memberships.deletedAt),
        inArray(memberships.id, agentIds),
        ...(authorUserId ? [ne(memberships.userId, authorUserId)] : []),
      ),
    );
  await pushToUsers(ctx, { userIds: agents.map((a) => a.userId), message: { ...planningPushMessages } });
}
