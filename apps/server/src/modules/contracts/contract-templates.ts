import { type Actor, assertGranted } from '@securite/domain/auth/access';
import { saveRight } from '@securite/domain/auth/rights';
import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import type { ContractTemplate, ContractTemplateSave } from '@securite/domain/contracts/contract-schemas';
import { contractMessages as cm } from '@securite/domain/contracts/messages';
import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { contractTemplates } from '../../db/schema/contracts.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { assertKnownVariables } from './contract-content.ts';

type TemplateRow = typeof contractTemplates.$inferSelect;

const present = (row: TemplateRow): ContractTemplate => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  platform: row.agencyId === null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Whose templates: an agency's (writing its own, reading its own and the platform's), or the platform's. */
export type TemplateOwner = { agencyId: string } | { platform: true };

const ownedBy = (owner: TemplateOwner): SQL =>
  'agencyId' in owner ? inAgency(contractTemplates, owner.agencyId) : isNull(contractTemplates.agencyId);

/**
 * POST {agency}/fetch/contract/template/{kind}: the agency's templates, then the platform's offered to all;
 * POST admin/fetch/contract/template/{kind}: the platform's.
 */
export async function findContractTemplates(ctx: AppContext, owner: TemplateOwner, kind: ContractKind) {
  const readable =
    'agencyId' in owner
      ? or(inAgency(contractTemplates, owner.agencyId), isNull(contractTemplates.agencyId))
      : isNull(contractTemplates.agencyId);
  const rows = await ctx.db
    .select()
    .from(contractTemplates)
    .where(and(eq(contractTemplates.kind, kind), readable))
    .orderBy(sql`${contractTemplates.agencyId} is null`, desc(contractTemplates.createdAt), asc(contractTemplates.id));
  return { data: rows.map(present), total: rows.length };
}

/** POST {agency}|admin/contract/template/{kind}: creates, or edits with an id (the owner's templates only). */
export async function saveContractTemplate(
  ctx: AppContext,
  owner: TemplateOwner,
  kind: ContractKind,
  input: ContractTemplateSave,
  actor: { userId: string; agencyActor?: Actor },
): Promise<ContractTemplate> {
  if (actor.agencyActor) assertGranted(actor.agencyActor, [saveRight('contractTemplates', input)]);
  assertKnownVariables(input.body, kind);
  const values = { title: input.title, body: input.body };
  if (input.id) {
    const [row] = await ctx.db
      .update(contractTemplates)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(ownedBy(owner), eq(contractTemplates.kind, kind), eq(contractTemplates.id, input.id)))
      .returning();
    if (!row) throw notFound(cm.templateNotFound);
    return present(row);
  }
  const [row] = await ctx.db
    .insert(contractTemplates)
    .values({
      ...values,
      kind,
      agencyId: 'agencyId' in owner ? owner.agencyId : null,
      createdBy: actor.userId,
    })
    .returning();
  return present(row);
}

/** DELETE {agency}|admin/contract/template/{kind}/{id}: the contracts made from it keep their text. */
export async function deleteContractTemplate(ctx: AppContext, owner: TemplateOwner, kind: ContractKind, id: string) {
  const deleted = await ctx.db
    .delete(contractTemplates)
    .where(and(ownedBy(owner), eq(contractTemplates.kind, kind), eq(contractTemplates.id, id)))
    .returning({ id: contractTemplates.id });
  if (deleted.length === 0) throw notFound(cm.templateNotFound);
}
