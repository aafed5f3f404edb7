import type { AgencyType, AgencyTypeRequest } from '@securite/domain/agency-settings/agency-types';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { normalizeTypeName } from '@securite/domain/events/service-event-types';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agencyTypes } from '../../db/schema/workforce.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound, sqlStateOf } from '../../http/errors.ts';
import { type AgencyTypeKind, agencyTypeKinds } from './agency-type-kinds.ts';
import { findLiveAgencyType, presentAgencyType } from './find-agency-types.ts';

/**
 * Creates a type (no id) or renames one. A label already used by another live type of the kind is a 409
 * naming it (compared without case or accents); the unique index settles a race the same way.
 */
export async function saveAgencyType(
  ctx: AppContext,
  input: { agencyId: string; kind: AgencyTypeKind; request: AgencyTypeRequest },
): Promise<AgencyType> {
  const { agencyId, kind, request } = input;
  const texts = agencyTypeKinds[kind];
  const duplicate = () =>
    new AppError(ErrorCode.Conflict, texts.duplicate(request.label), { details: { label: request.label } });
  try {
    return await ctx.db.transaction(async (tx) => {
      const existing = request.id ? await findLiveAgencyType(tx, agencyId, kind, request.id) : undefined;
      if (request.id && !existing) throw notFound(texts.notFound);
      const live = await tx
        .select({ id: agencyTypes.id, label: agencyTypes.label })
        .from(agencyTypes)
        .where(and(inAgency(agencyTypes, agencyId), eq(agencyTypes.kind, kind), isNull(agencyTypes.deletedAt)));
      const wanted = normalizeTypeName(request.label);
      if (live.some((t) => t.id !== existing?.id && normalizeTypeName(t.label) === wanted)) throw duplicate();
      const [row] = existing
        ? await tx
            .update(agencyTypes)
            .set({ label: request.label })
            .where(and(eq(agencyTypes.id, existing.id), inAgency(agencyTypes, agencyId)))
            .returning()
        : await tx.insert(agencyTypes).values({ agencyId, kind, label: request.label }).returning();
      return presentAgencyType(row);
    });
  } catch (error) {
    if (sqlStateOf(error) === '23505') throw duplicate();
    throw error;
  }
}
