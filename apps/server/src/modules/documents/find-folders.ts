import { isDocumentManager } from '@securite/domain/documents/document-access';
import type { DocumentFolder } from '@securite/domain/documents/document-schemas';
import type { DocumentType } from '@securite/domain/documents/document-types';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { documentFolderLinks, documentFolders, documents } from '../../db/schema/documents.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { listViewerOf, readableWhere } from './document-viewer.ts';

/**
 * GET {agency}{scope}/document-folders?type=: the folders of a kind, each with the documents the viewer reads in it.
 * Managers see every folder; the others only those holding a document they read.
 */
export async function findFolders(
  ctx: AppContext,
  tenant: TenantContext,
  type: DocumentType | undefined,
): Promise<{ data: DocumentFolder[] }> {
  const agencyId = tenant.agency.id;
  const { viewer } = await listViewerOf(ctx.db, tenant);
  const manager = isDocumentManager(viewer.actor);
  const rows = await ctx.db
    .select({
      id: documentFolders.id,
      type: documentFolders.type,
      name: documentFolders.name,
      count: count(documents.id),
    })
    .from(documentFolders)
    .leftJoin(documentFolderLinks, eq(documentFolderLinks.folderId, documentFolders.id))
    .leftJoin(
      documents,
      and(eq(documents.id, documentFolderLinks.documentId), inAgency(documents, agencyId), readableWhere(viewer)),
    )
    .where(and(inAgency(documentFolders, agencyId), type ? eq(documentFolders.type, type) : undefined))
    .groupBy(documentFolders.id)
    .having(manager ? undefined : sql`count(${documents.id}) > 0`)
    .orderBy(asc(sql`lower(${documentFolders.name})`));
  return { data: rows };
}
