import { billingMessages as bm } from '@securite/domain/billing/messages';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { visibleDocuments } from './document-access.ts';
import type { DocumentFamily } from './document-families.ts';

export type DocumentRow = typeof commercialDocuments.$inferSelect;

/** The document of the family, locked for the transaction (FOR UPDATE); 404 when it is not the caller's. */
export async function lockDocument(
  tx: Tx,
  tenant: TenantContext,
  family: DocumentFamily,
  id: string,
): Promise<DocumentRow> {
  const [row] = await tx
    .select()
    .from(commercialDocuments)
    .where(and(visibleDocuments(tenant, family), eq(commercialDocuments.id, id)) as SQL)
    .for('update');
  if (!row) throw notFound(bm.documentNotFound);
  return row;
}
