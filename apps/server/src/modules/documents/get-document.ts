import { canReadDocument } from '@securite/domain/documents/document-access';
import type { Document } from '@securite/domain/documents/document-schemas';
import { documentMessages } from '@securite/domain/documents/messages';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { listViewerOf, viewerOf } from './document-viewer.ts';
import { presentDocument } from './present-document.ts';
import { type DocumentDetails, type DocumentRow, findDocumentRow, loadDetails } from './repo.ts';

/**
 * A document the caller (or, on a scoped call, the agent or customer) reads, with its details; 404 for one of
 * another agency or one its readers do not name, as if it did not exist.
 */
export async function readableDocument(
  tx: Tx,
  tenant: TenantContext,
  id: string,
): Promise<{ row: DocumentRow; details: DocumentDetails }> {
  const row = await findDocumentRow(tx, tenant.agency.id, id);
  if (!row) throw notFound(documentMessages.notFound);
  const { viewer } = await listViewerOf(tx, tenant);
  const details = (await loadDetails(tx, tenant.agency.id, [row])).get(row.id)!;
  const readers = {
    createdBy: row.createdBy,
    accessAllAgents: row.accessAllAgents,
    accessAllCustomers: row.accessAllCustomers,
    userCompanyIds: details.readers.map((r) => r.id),
    customerIds: details.customers.map((c) => c.id),
    agentId: row.agentId,
  };
  if (!canReadDocument(viewer, readers)) throw notFound(documentMessages.notFound);
  return { row, details };
}

/** GET {agency}{scope}/document/{id}. */
export async function getDocument(tx: Tx, tenant: TenantContext, id: string): Promise<Document> {
  const { row, details } = await readableDocument(tx, tenant, id);
  return presentDocument(row, details, viewerOf(tenant));
}
