import type { DocumentType } from '@securite/domain/documents/document-types';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  documentCustomers,
  documentFiles,
  documentFolderLinks,
  documentFolders,
  documentReaders,
  documents,
} from '../../db/schema/documents.ts';
import { files } from '../../db/schema/files.ts';
import { customers, memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';

export type DocumentRow = typeof documents.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

const fullname = sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})`;

/** One document of the agency (null for a malformed id or another agency's). */
export async function findDocumentRow(
  tx: Tx,
  agencyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DocumentRow | null> {
  if (!isUuid(id)) return null;
  const query = tx
    .select()
    .from(documents)
    .where(and(inAgency(documents, agencyId), eq(documents.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** What a document is shown with: files, folders, readers, customers, the agent, the author. */
export interface DocumentDetails {
  files: { id: string; name: string; contentType: string; size: number; key: string }[];
  folders: { id: string; name: string }[];
  readers: { id: string; fullname: string; role: string }[];
  customers: { id: string; name: string }[];
  agent: { id: string; fullname: string } | null;
  author: { id: string; fullname: string } | null;
}

/** The details of these documents of the agency, by document id (a few queries for a whole page). */
export async function loadDetails(
  tx: Tx,
  agencyId: string,
  rows: DocumentRow[],
): Promise<Map<string, DocumentDetails>> {
  const ids = rows.map((r) => r.id);
  const result = new Map<string, DocumentDetails>();
  if (ids.length === 0) return result;
  const agentIds = [...new Set(rows.map((r) => r.agentId).filter((v): v is string => v !== null))];
  const authorIds = [...new Set(rows.map((r) => r.createdBy).filter((v): v is string => v !== null))];
  const [fileRows, folderRows, readerRows, customerRows, agentRows, authorRows] = await Promise.all([
    tx
      .select({
        documentId: documentFiles.documentId,
        id: files.id,
        name: files.originalName,
        contentType: files.contentType,
        size: files.size,
        key: files.key,
      })
      .from(documentFiles)
      .innerJoin(files, and(eq(files.id, documentFiles.fileId), inAgency(files, agencyId)))
      .where(and(inArray(documentFiles.documentId, ids), isNull(files.deletedAt)))
      .orderBy(asc(documentFiles.position), asc(files.originalName)),
    tx
      .select({ documentId: documentFolderLinks.documentId, id: documentFolders.id, name: documentFolders.name })
      .from(documentFolderLinks)
      .innerJoin(
        documentFolders,
        and(eq(documentFolders.id, documentFolderLinks.folderId), inAgency(documentFolders, agencyId)),
      )
      .where(inArray(documentFolderLinks.documentId, ids))
      .orderBy(asc(documentFolders.name)),
    tx
      .select({ documentId: documentReaders.documentId, id: memberships.id, fullname, role: memberships.role })
      .from(documentReaders)
      .innerJoin(memberships, and(eq(memberships.id, documentReaders.membershipId), inAgency(memberships, agencyId)))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(inArray(documentReaders.documentId, ids))
      .orderBy(asc(users.lastname), asc(users.firstname)),
    tx
      .select({ documentId: documentCustomers.documentId, id: customers.id, name: customers.name })
      .from(documentCustomers)
      .innerJoin(customers, and(eq(customers.id, documentCustomers.customerId), inAgency(customers, agencyId)))
      .where(inArray(documentCustomers.documentId, ids))
      .orderBy(asc(customers.name)),
    // Asked even when no row names one: a page costs the same round trips whatever its rows (an empty list matches
    // nothing).
    tx
      .select({ id: memberships.id, fullname })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(inAgency(memberships, agencyId), inArray(memberships.id, agentIds))),
    tx.select({ id: users.id, fullname }).from(users).where(inArray(users.id, authorIds)),
  ]);
  const agents = new Map(agentRows.map((a) => [a.id, a]));
  const authors = new Map(authorRows.map((a) => [a.id, a]));
  for (const row of rows) {
    result.set(row.id, {
      files: [],
      folders: [],
      readers: [],
      customers: [],
      agent: row.agentId ? (agents.get(row.agentId) ?? null) : null,
      author: row.createdBy ? (authors.get(row.createdBy) ?? null) : null,
    });
  }
  for (const { documentId, ...file } of fileRows) result.get(documentId)?.files.push(file);
  for (const { documentId, ...folder } of folderRows) result.get(documentId)?.folders.push(folder);
  for (const { documentId, ...reader } of readerRows) result.get(documentId)?.readers.push(reader);
  for (const { documentId, ...customer } of customerRows) result.get(documentId)?.customers.push(customer);
  return result;
}

/** The folder ids of these names for a kind of documents, made when missing. */
export async function ensureFolders(tx: Tx, agencyId: string, type: DocumentType, names: string[]): Promise<string[]> {
  const byKey = new Map<string, string>();
  for (const name of names.map((n) => n.trim()).filter(Boolean)) {
    if (!byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  }
  const unique = [...byKey.values()];
  if (unique.length === 0) return [];
  await tx
    .insert(documentFolders)
    .values(unique.map((name) => ({ agencyId, type, name })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: documentFolders.id })
    .from(documentFolders)
    .where(
      and(
        inAgency(documentFolders, agencyId),
        eq(documentFolders.type, type),
        inArray(
          sql`lower(${documentFolders.name})`,
          unique.map((n) => n.toLowerCase()),
        ),
      ),
    );
  return rows.map((r) => r.id);
}
