import { boolean, date, index, integer, jsonb, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common.ts';
import { sites } from './sites.ts';
import { agencyRef } from './tenancy.ts';

/**
 * Issue 30: the daily activity report of a site for one day of its agency, once. The row is written in the same
 * transaction as the report's mails in the outbox, and (site, day) is unique: a second process, or the same job run
 * again, finds it and mails nothing. A day when nothing happened on the site is recorded too, without mail
 * (`empty`), so that it is not looked at again.
 */
export const dailyReports = pgTable(
  'daily_reports',
  {
    id: id(),
    agencyId: agencyRef(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The agency's calendar day the report tells. */
    day: date('day', { mode: 'string' }).notNull(),
    empty: boolean('empty').notNull().default(false),
    /** The addresses mailed (the customer's contacts who asked for the report). */
    recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
    /** The outbox mails, one per recipient (e-mail tracking follows them). */
    mailIds: jsonb('mail_ids').$type<string[]>().notNull().default([]),
    /** The main courante head printed on the PDF: its count of entries. */
    chainCount: integer('chain_count'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('daily_reports_site_day_key').on(t.siteId, t.day),
    index('daily_reports_agency_day_idx').on(t.agencyId, t.day),
  ],
);
