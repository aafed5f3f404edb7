/** Spec 001 section 3: a document is the agency's (general), an agent's (agents) or a customer's (customers). */
export const DocumentType = { General: 'general', Agents: 'agents', Customers: 'customers' } as const;
export type DocumentType = (typeof DocumentType)[keyof typeof DocumentType];
export const documentTypes = Object.values(DocumentType) as [DocumentType, ...DocumentType[]];

export const documentTypeLabels: Record<DocumentType, string> = {
  general: 'Document de l’agence',
  agents: 'Document collaborateur',
  customers: 'Document client',
};

/** The agent document list's visibility toggle (spec 001 section 2). */
export const DocumentVisibility = { Shared: 'shared', Created: 'created', All: 'all' } as const;
export type DocumentVisibility = (typeof DocumentVisibility)[keyof typeof DocumentVisibility];
export const documentVisibilities = Object.values(DocumentVisibility) as [DocumentVisibility, ...DocumentVisibility[]];

export const documentVisibilityLabels: Record<DocumentVisibility, string> = {
  shared: 'Partagés avec moi',
  created: 'Créés par moi',
  all: 'Tous ceux que je peux voir',
};

/** At most this many files in one zip (a page of documents with a few files each). */
export const ZIP_MAX_FILES = 100;
/** At most this many files in one document. */
export const DOCUMENT_MAX_FILES = 20;
