import { AuditAction } from '@securite/domain/admin/schemas';
import { messages } from '@securite/domain/errors/messages';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import type { AuthContext } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { writeAuditEntry } from '../audit/public.ts';

/** Platform staff leaving an agency they entered (« Quitter l’agence »): the end of the visit is recorded. */
export async function leaveAgency(ctx: AppContext, auth: AuthContext, agencyId: string): Promise<void> {
  const [agency] = await ctx.db.select().from(agencies).where(eq(agencies.id, agencyId));
  if (!agency) throw notFound(messages.agencyNotFound);
  await ctx.db.transaction((tx) =>
    writeAuditEntry(tx, {
      agencyId: agency.id,
      actorUserId: auth.user.id,
      action: AuditAction.LeaveAgency,
      targetType: 'agency',
      targetId: agency.id,
      data: { name: agency.name },
    }),
  );
}
