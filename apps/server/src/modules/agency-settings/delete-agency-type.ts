import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agencyTypes } from '../../db/schema/workforce.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { type AgencyTypeKind, agencyTypeKinds } from './agency-type-kinds.ts';
import { findLiveAgencyType } from './find-agency-types.ts';

/** Removes a type from the choices; the records that use it keep it (soft delete). */
export async function deleteAgencyType(
  ctx: AppContext,
  input: { agencyId: string; kind: AgencyTypeKind; id: string },
): Promise<void> {
  const row = await findLiveAgencyType(ctx.db, input.agencyId, input.kind, input.id);
  if (!row) throw notFound(agencyTypeKinds[input.kind].notFound);
  await ctx.db
    .update(agencyTypes)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(agencyTypes.id, row.id), inAgency(agencyTypes, input.agencyId)));
}
