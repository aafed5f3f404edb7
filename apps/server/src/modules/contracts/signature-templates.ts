import type { SignatureTemplate, SignatureTemplateSave } from '@securite/domain/contracts/contract-schemas';
import { contractMessages as cm } from '@securite/domain/contracts/messages';
import { PNG_DATA_URL_PREFIX } from '@securite/domain/contracts/signature-image';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { contractSignatureTemplates } from '../../db/schema/contracts.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { normalizeSignaturePng } from './signature-image.ts';

type Row = typeof contractSignatureTemplates.$inferSelect;

const present = (row: Row): SignatureTemplate => ({
  id: row.id,
  name: row.name,
  image: `${PNG_DATA_URL_PREFIX}${row.imagePng}`,
  useAsDefault: row.useAsDefault,
  createdAt: row.createdAt.toISOString(),
});

/** POST {agency}/fetch/contract-signature-templates: the agency's signatures, the default first. */
export async function findSignatureTemplates(ctx: AppContext, tenant: TenantContext) {
  const rows = await ctx.db
    .select()
    .from(contractSignatureTemplates)
    .where(inAgency(contractSignatureTemplates, tenant.agency.id))
    .orderBy(desc(contractSignatureTemplates.useAsDefault), desc(contractSignatureTemplates.createdAt));
  return { data: rows.map(present), total: rows.length };
}

/**
 * POST {agency}/contract-signature-template: creates a signature (drawn), or renames one / makes it the default
 * (with an id). One default at most: choosing one clears the others in the same transaction.
 */
export async function saveSignatureTemplate(
  ctx: AppContext,
  tenant: TenantContext,
  input: SignatureTemplateSave,
): Promise<SignatureTemplate> {
  const agencyId = tenant.agency.id;
  if (!input.id && !input.image)
    throw new AppError(ErrorCode.Validation, messages.validation, { errors: { image: cm.imageEmpty } });
  const imagePng = input.image ? normalizeSignaturePng(input.image) : null;
  return ctx.db.transaction(async (tx) => {
    if (input.useAsDefault)
      await tx
        .update(contractSignatureTemplates)
        .set({ useAsDefault: false })
        .where(
          and(
            inAgency(contractSignatureTemplates, agencyId),
            input.id ? ne(contractSignatureTemplates.id, input.id) : undefined,
          ),
        );
    if (input.id) {
      const [row] = await tx
        .update(contractSignatureTemplates)
        .set({ name: input.name, useAsDefault: input.useAsDefault, ...(imagePng ? { imagePng } : {}) })
        .where(and(inAgency(contractSignatureTemplates, agencyId), eq(contractSignatureTemplates.id, input.id)))
        .returning();
      if (!row) throw notFound(cm.signatureTemplateNotFound);
      return present(row);
    }
    const [row] = await tx
      .insert(contractSignatureTemplates)
      .values({
        agencyId,
        name: input.name,
        imagePng: imagePng as string,
        useAsDefault: input.useAsDefault,
        createdBy: tenant.actor.userId,
      })
      .returning();
    return present(row);
  });
}

/** DELETE {agency}/contract-signature-template/{id}: signatures already placed on contracts stay. */
export async function deleteSignatureTemplate(ctx: AppContext, tenant: TenantContext, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(contractSignatureTemplates)
    .where(and(inAgency(contractSignatureTemplates, tenant.agency.id), eq(contractSignatureTemplates.id, id)))
    .returning({ id: contractSignatureTemplates.id });
  if (deleted.length === 0) throw notFound(cm.signatureTemplateNotFound);
}
