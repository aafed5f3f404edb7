import { bigint, boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common.ts';
import { users } from './tenancy.ts';

/** News announcements (« Nouveautés ») the platform shows every agency user, newest first. */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    link: text('link'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_created_idx').on(t.createdAt)],
);

/** Useful documents (« Documents utiles ») the platform offers every agency; the bytes are in the file storage. */
export const usefulDocuments = pgTable(
  'useful_documents',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    /** Where the bytes are in the file storage (platform/useful-documents/{id}). */
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('useful_documents_created_idx').on(t.createdAt)],
);

/** Short tutorials shown from the help button of the page (route) they are about. */
export const uiTutorials = pgTable(
  'ui_tutorials',
  {
    id: id(),
    title: text('title').notNull(),
    /** The web app's route id (« invoices », « planningSites »…). */
    routeId: text('route_id').notNull(),
    content: text('content').notNull(),
    videoUrl: text('video_url'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ui_tutorials_route_idx').on(t.routeId, t.position)],
);
