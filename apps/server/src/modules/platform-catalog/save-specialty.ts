import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { catalogMessages } from '@securite/domain/platform-catalog/messages';
import type { Specialty, SpecialtySave } from '@securite/domain/platform-catalog/schemas';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { specialties } from '../../db/schema/catalog.ts';
import { notFound } from '../../http/errors.ts';
import { presentSpecialty } from './present-catalog.ts';

/** POST admin/specialty: creates (no id) or renames one; two specialties cannot share a label (any case). */
export async function saveSpecialty(ctx: AppContext, input: SpecialtySave): Promise<Specialty> {
  const [taken] = await ctx.db
    .select({ id: specialties.id })
    .from(specialties)
    .where(
      and(
        sql`lower(${specialties.label}) = lower(${input.label})`,
        input.id ? ne(specialties.id, input.id) : undefined,
      ),
    );
  if (taken) {
    throw new AppError(ErrorCode.Conflict, catalogMessages.specialtyTaken, {
      errors: { label: catalogMessages.specialtyTaken },
    });
  }
  const values = { label: input.label, description: input.description ?? null, active: input.active };
  const [row] = input.id
    ? await ctx.db
        .update(specialties)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(specialties.id, input.id))
        .returning()
    : await ctx.db.insert(specialties).values(values).returning();
  if (!row) throw notFound(catalogMessages.specialtyNotFound);
  return presentSpecialty(row);
}
