import type { FilePurpose } from '@securite/domain/files/file-types';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './common.ts';
import { agencies, customers, memberships, users } from './tenancy.ts';

/**
 * Files uploaded to an agency (photos, documents…): the row says what the bytes under `key` in the file
 * storage are. An upload has no owner until it is attached (to an agent record for now); a deletion is soft.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** Where the bytes are in the file storage (made by the server: agencies/{agencyId}/{id}). */
    key: text('key').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    purpose: text('purpose').$type<FilePurpose>().notNull(),
    /** The agent (membership) the file belongs to once attached. */
    ownerMembershipId: uuid('owner_membership_id').references(() => memberships.id),
    /** The customer a logo belongs to once attached. */
    ownerCustomerId: uuid('owner_customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** For documents: the kind (identity, contract…) and an optional title shown instead of the name. */
    category: text('category'),
    label: text('label'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deletedAt: tstz('deleted_at'),
  },
  (t) => [
    uniqueIndex('files_key_key').on(t.key),
    index('files_agency_owner_idx').on(t.agencyId, t.ownerMembershipId, t.purpose),
    // One current photo per agent: replacing it deletes the old one in the same transaction.
    uniqueIndex('files_agent_photo_key')
      .on(t.agencyId, t.ownerMembershipId)
      .where(sql`${t.purpose} = 'agent-photo' and ${t.deletedAt} is null and ${t.ownerMembershipId} is not null`),
    // One current logo per customer, likewise.
    uniqueIndex('files_customer_logo_key')
      .on(t.agencyId, t.ownerCustomerId)
      .where(sql`${t.purpose} = 'customer-logo' and ${t.deletedAt} is null and ${t.ownerCustomerId} is not null`),
    index('files_agency_unattached_idx')
      .on(t.agencyId, t.createdAt)
      .where(sql`${t.ownerMembershipId} is null and ${t.deletedAt} is null`),
  ],
);
