import type { MailEventType, MailKind } from '@securite/domain/email-tracking/email-tracking-schemas';
import { sql } from 'drizzle-orm';
import { bigserial, customType, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './common.ts';

/** Platform-wide settings (generated secrets, maintenance message). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** A PostgreSQL-backed job queue: rows claimed with FOR UPDATE SKIP LOCKED, so each job runs once. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: tstz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedAt: tstz('locked_at'),
    lockedBy: text('locked_by'),
    doneAt: tstz('done_at'),
    failedAt: tstz('failed_at'),
    lastError: text('last_error'),
    uniqueKey: text('unique_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_pending_idx').on(t.runAt).where(sql`done_at is null and failed_at is null`)],
);

/** Every e-mail the product sends, with its delivery state; without SMTP it stays here for the mail viewer. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    agencyId: uuid('agency_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The sender's display name (an agency's mails: its e-mail settings); the address stays the platform's. */
    fromName: text('from_name'),
    /** Where answers go (an agency's mails: its reply-to address). */
    replyTo: text('reply_to'),
    /** What the mail is about (email-tracking's kinds). */
    kind: text('kind').$type<MailKind>().notNull().default('other'),
    /** The secret part of the open pixel's address: the mail's id is never put in a mail. */
    trackingToken: text('tracking_token').notNull().unique().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    status: text('status').$type<'queued' | 'sent' | 'stored' | 'failed'>().notNull().default('queued'),
    error: text('error'),
    messageId: text('message_id'),
    sentAt: tstz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_agency_idx').on(t.agencyId, t.createdAt)],
);

/** Binary content; PGlite answers a Uint8Array and pg a Buffer, both read back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Files attached to an outbox mail (a planning PDF), written in the mail's transaction and deleted with it. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: id(),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_attachments_mail_idx').on(t.mailId)],
);

/** The links of a tracked mail, in order: its click redirect can only lead to one of these. */
export const mailLinks = pgTable(
  'mail_links',
  {
    id: id(),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
  },
  (t) => [uniqueIndex('mail_links_mail_position_idx').on(t.mailId, t.position)],
);

/** What happened to a mail, oldest first: queued, stored, sent, delivered, opened, clicked, bounced, failed. */
export const mailEvents = pgTable(
  'mail_events',
  {
    id: id(),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id'),
    type: text('type').$type<MailEventType>().notNull(),
    detail: text('detail'),
    at: tstz('at').notNull().defaultNow(),
  },
  (t) => [index('mail_events_agency_at_idx').on(t.agencyId, t.at), index('mail_events_mail_idx').on(t.mailId, t.at)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    agencyId: uuid('agency_id'),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  // The platform-wide log is read newest first across agencies, hence the second index.
  (t) => [index('audit_log_agency_idx').on(t.agencyId, t.createdAt), index('audit_log_created_idx').on(t.createdAt)],
);

/** Notices addressed to one user, pushed live over SSE and kept until read. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    agencyId: uuid('agency_id'),
    userId: uuid('user_id').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    readAt: tstz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
