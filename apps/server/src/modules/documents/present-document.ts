import { canEditDocument, type DocumentViewer } from '@securite/domain/documents/document-access';
import type { Document } from '@securite/domain/documents/document-schemas';
import type { DocumentDetails, DocumentRow } from './repo.ts';

/** A document as the API shows it; the readers only to those who may change it. */
export function presentDocument(row: DocumentRow, details: DocumentDetails, viewer: DocumentViewer): Document {
  const editable = canEditDocument(viewer);
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    attachedFolders: details.folders,
    files: details.files.map(({ key: _key, ...file }) => file),
    accessAllAgents: row.accessAllAgents,
    accessAllCustomers: row.accessAllCustomers,
    userCompanies: editable ? details.readers : [],
    customers: editable ? details.customers : [],
    agent: details.agent,
    createdBy: details.author,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    mine: row.createdBy !== null && row.createdBy === viewer.actor.userId,
    editable,
  };
}
