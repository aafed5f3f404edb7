import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './common.ts';
import { services } from './services.ts';
import { sites } from './sites.ts';
import { agencyRef } from './tenancy.ts';

/**
 * An intervention report (« bon d'intervention », spec 000 Service.agencyReport) made when a service ends on a site
 * with interventionReportAfterServiceEnabled: one per service. Its PDF lives in the file storage under `pdfKey`
 * (drawn by a job, redrawn on demand); `sendRequested` counts the sends asked (the end, then each « Renvoyer »)
 * and `sendCount` those done, so a job run twice mails once.
 */
export const agencyReports = pgTable(
  'agency_reports',
  {
    id: id(),
    agencyId: agencyRef(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    pdfKey: text('pdf_key'),
    generatedAt: tstz('generated_at'),
    sendRequested: integer('send_requested').notNull().default(1),
    sendCount: integer('send_count').notNull().default(0),
    sentAt: tstz('sent_at'),
    recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agency_reports_agency_service_key').on(t.agencyId, t.serviceId),
    index('agency_reports_agency_site_idx').on(t.agencyId, t.siteId, t.createdAt),
    index('agency_reports_agency_created_idx').on(t.agencyId, t.createdAt),
  ],
);
