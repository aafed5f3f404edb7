import type { AdminAgencyDetail, AgencySubscriptionRequest } from '@securite/domain/admin/agency-schemas';
import { AuditAction } from '@securite/domain/admin/schemas';
import { messages } from '@securite/domain/errors/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { agencies, memberships } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import type { AuthContext } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { notifyUser } from '../notifications/public.ts';
import { getAgency } from './get-agency.ts';

type AgencyRow = typeof agencies.$inferSelect;

function frenchDate(date: Date | null, timeZone: string): string | null {
  if (!date) return null;
  try {
    return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(date);
  }
}

/** The notice the owners get: the lock change matters most; otherwise the new end date. */
function noticeFor(before: AgencyRow, after: AgencyRow): { title: string; body: string } {
  if (after.locked && !before.locked) {
    return { title: messages.agencyLockedTitle, body: messages.agencyLockedBody(after.name) };
  }
  if (!after.locked && before.locked) {
    return { title: messages.agencyUnlockedTitle, body: messages.agencyUnlockedBody(after.name) };
  }
  return {
    title: messages.agencySubscriptionEndTitle,
    body: messages.agencySubscriptionEndBody(after.name, frenchDate(after.subscriptionEndsAt, after.timezone)),
  };
}

async function notifyOwners(ctx: AppContext, tx: Tx, agency: AgencyRow, notice: { title: string; body: string }) {
  const owners = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        inAgency(memberships, agency.id),
        eq(memberships.role, 'owner'),
        eq(memberships.active, true),
        isNull(memberships.deletedAt),
      ),
    );
  for (const owner of owners) {
    await notifyUser(ctx, { userId: owner.userId, agencyId: agency.id, ...notice }, tx);
  }
}

/**
 * PATCH admin/agency/{id}/subscription: locks or unlocks an agency and sets the end of its subscription. The
 * audit entry and the owners' notice share the change's transaction; a request that changes nothing writes
 * nothing.
 */
export async function updateAgencySubscription(
  ctx: AppContext,
  auth: AuthContext,
  agencyId: string,
  input: AgencySubscriptionRequest,
): Promise<AdminAgencyDetail> {
  await ctx.db.transaction(async (tx) => {
    // The row lock orders two admins saving at once, so each audit entry records the state it changed.
    const [before] = await tx.select().from(agencies).where(eq(agencies.id, agencyId)).for('update');
    if (!before) throw notFound(messages.agencyNotFound);
    const subscriptionEndsAt =
      input.subscriptionEndsAt === undefined
        ? before.subscriptionEndsAt
        : input.subscriptionEndsAt === null
          ? null
          : new Date(input.subscriptionEndsAt);
    const endChanged = subscriptionEndsAt?.getTime() !== before.subscriptionEndsAt?.getTime();
    if (input.locked === before.locked && !endChanged) return;
    const [after] = await tx
      .update(agencies)
      .set({ locked: input.locked, subscriptionEndsAt, updatedAt: new Date() })
      .where(eq(agencies.id, agencyId))
      .returning();
    await writeAuditEntry(tx, {
      agencyId,
      actorUserId: auth.user.id,
      action: AuditAction.AgencySubscription,
      targetType: 'agency',
      targetId: agencyId,
      data: {
        name: after.name,
        locked: after.locked,
        previousLocked: before.locked,
        subscriptionEndsAt: after.subscriptionEndsAt?.toISOString() ?? null,
        previousSubscriptionEndsAt: before.subscriptionEndsAt?.toISOString() ?? null,
      },
    });
    await notifyOwners(ctx, tx, after, noticeFor(before, after));
  });
  return getAgency(ctx, agencyId);
}
