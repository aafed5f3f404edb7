import { AuditAction } from '@securite/domain/admin/schemas';
import { messages } from '@securite/domain/errors/messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agencies, memberships } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import type { AuthContext } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { notifyUser } from '../notifications/public.ts';
import { fullnameOf } from './impersonate-user.ts';

/**
 * Platform staff entering an agency's back office: no new session is needed (they pass every tenant guard),
 * but the visit is recorded and the agency's owners are told.
 */
export async function enterAgency(
  ctx: AppContext,
  auth: AuthContext,
  agencyId: string,
): Promise<{ agencyId: string; name: string }> {
  const [agency] = await ctx.db.select().from(agencies).where(eq(agencies.id, agencyId));
  if (!agency) throw notFound(messages.agencyNotFound);
  await ctx.db.transaction(async (tx) => {
    await writeAuditEntry(tx, {
      agencyId: agency.id,
      actorUserId: auth.user.id,
      action: AuditAction.EnterAgency,
      targetType: 'agency',
      targetId: agency.id,
      data: { name: agency.name },
    });
    const owners = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(inAgency(memberships, agency.id), eq(memberships.role, 'owner'), eq(memberships.active, true)));
    for (const owner of owners) {
      await notifyUser(
        ctx,
        {
          userId: owner.userId,
          agencyId: agency.id,
          title: messages.supportAccessedAgency,
          body: messages.supportAccessedAgencyBody(fullnameOf(auth.user), agency.name),
        },
        tx,
      );
    }
  });
  return { agencyId: agency.id, name: agency.name };
}
