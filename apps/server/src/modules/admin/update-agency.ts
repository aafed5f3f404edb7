import type { AdminAgencySave } from '@securite/domain/admin/agency-save-schemas';
import type { AdminAgencyDetail } from '@securite/domain/admin/agency-schemas';
import { AuditAction } from '@securite/domain/admin/schemas';
import { messages } from '@securite/domain/errors/messages';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { notFound } from '../../http/errors.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { agencyColumns } from './create-agency.ts';
import { getAgency } from './get-agency.ts';

/** PUT admin/agency/{id}: the agency's contact details, time zone, limits and demo flag (audited with what changed). */
export async function updateAgency(
  ctx: AppContext,
  actorUserId: string,
  agencyId: string,
  input: AdminAgencySave,
): Promise<AdminAgencyDetail> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(agencies).where(eq(agencies.id, agencyId)).for('update');
    if (!before) throw notFound(messages.agencyNotFound);
    const next = agencyColumns(input);
    await tx
      .update(agencies)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(agencies.id, agencyId));
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]),
    );
    await writeAuditEntry(tx, {
      agencyId,
      actorUserId,
      action: AuditAction.UpdateAgency,
      targetType: 'agency',
      targetId: agencyId,
      data: { name: next.name, changed },
    });
  });
  return getAgency(ctx, agencyId);
}
