import type { DocumentPage, zFetchDocuments } from '@securite/domain/documents/document-schemas';
import type { DocumentType } from '@securite/domain/documents/document-types';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { documents } from '../../db/schema/documents.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { listViewerOf, viewerOf, visibilityWhere } from './document-viewer.ts';
import { presentDocument } from './present-document.ts';
import { loadDetails } from './repo.ts';

type Query = z.output<typeof zFetchDocuments>;

/**
 * POST {agency}{scope}/fetch/documents[/agents|/customers]: the documents the viewer reads, by the filters and the
 * visibility toggle, newest first. A kind in the path wins over the filter.
 */
export async function findDocuments(
  ctx: AppContext,
  tenant: TenantContext,
  query: Query,
  kind?: DocumentType,
): Promise<DocumentPage> {
  const agencyId = tenant.agency.id;
  const { viewer } = await listViewerOf(ctx.db, tenant);
  const { filters } = query;
  const type = kind ?? filters.type;
  const search = filters.search ? containsPattern(filters.search) : null;
  const where = and(
    inAgency(documents, agencyId),
    type ? eq(documents.type, type) : undefined,
    visibilityWhere(viewer, filters.visibility),
    filters.folderId
      ? sql`exists (select 1 from document_folder_links l where l.document_id = ${documents.id} and l.folder_id = ${filters.folderId})`
      : undefined,
    filters.agentId
      ? or(
          eq(documents.agentId, filters.agentId),
          sql`exists (select 1 from document_readers r where r.document_id = ${documents.id} and r.membership_id = ${filters.agentId})`,
        )
      : undefined,
    filters.customerId
      ? sql`exists (select 1 from document_customers c where c.document_id = ${documents.id} and c.customer_id = ${filters.customerId})`
      : undefined,
    search
      ? or(
          ilike(documents.name, search),
          sql`exists (select 1 from document_files df join files f on f.id = df.file_id where df.document_id = ${documents.id} and f.original_name ilike ${search})`,
        )
      : undefined,
  );
  const direction = query.orderBy.direction === 'asc' ? asc : desc;
  const order =
    query.orderBy.field === 'name'
      ? [direction(sql`lower(${documents.name})`), desc(documents.createdAt)]
      : [direction(documents.createdAt), desc(documents.id)];
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(documents)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db.select({ total: count() }).from(documents).where(where),
  ]);
  const details = await loadDetails(ctx.db, agencyId, rows);
  const self = viewerOf(tenant);
  return {
    data: rows.map((row) => presentDocument(row, details.get(row.id)!, self)),
    total,
  };
}
