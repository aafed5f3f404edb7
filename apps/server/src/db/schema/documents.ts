import type { DocumentType } from '@securite/domain/documents/document-types';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common.ts';
import { files } from './files.ts';
import { agencyRef, customers, memberships, users } from './tenancy.ts';

/** A folder of documents of one kind (attachedFolders): made when a document first names it. */
export const documentFolders = pgTable(
  'document_folders',
  {
    id: id(),
    agencyId: agencyRef(),
    type: text('type').$type<DocumentType>().notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('document_folders_name_key').on(t.agencyId, t.type, sql`lower(${t.name})`)],
);

/**
 * A document of the agency (general), about agents or customers (spec 001 section 3): its files and who reads it.
 * The readers are the flags for all agents or all customers, the chosen users and customers, and the agent it is
 * about.
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    agencyId: agencyRef(),
    type: text('type').$type<DocumentType>().notNull(),
    name: text('name').notNull(),
    accessAllAgents: boolean('access_all_agents').notNull().default(false),
    accessAllCustomers: boolean('access_all_customers').notNull().default(false),
    agentId: uuid('agent_id').references(() => memberships.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('documents_agency_idx').on(t.agencyId, t.type, t.createdAt)],
);

export const documentFiles = pgTable(
  'document_files',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.fileId] }), uniqueIndex('document_files_file_key').on(t.fileId)],
);

export const documentFolderLinks = pgTable(
  'document_folder_links',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id')
      .notNull()
      .references(() => documentFolders.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.folderId] }),
    index('document_folder_links_folder_idx').on(t.folderId),
  ],
);

/** The chosen users (userCompanies) of a document. */
export const documentReaders = pgTable(
  'document_readers',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.membershipId] }),
    index('document_readers_membership_idx').on(t.membershipId),
  ],
);

/** The chosen customers of a document: their users read it. */
export const documentCustomers = pgTable(
  'document_customers',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.customerId] }),
    index('document_customers_customer_idx').on(t.customerId),
  ],
);
