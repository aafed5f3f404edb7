import { z } from 'zod';
import { zPage, zPageQuery } from '../pagination/schemas.ts';

/** French texts of the intervention reports. */
export const agencyReportMessages = {
  notFound: "Impossible de trouver le bon d'intervention",
  badDay: 'Date invalide (AAAA-MM-JJ attendu)',
  noRecipient: "Le client du site n'a aucune adresse e-mail : le bon n'a pas pu être envoyé.",
  resent: 'Le bon d’intervention sera renvoyé au client.',
  mailSubject: (site: string, day: string) => `Bon d'intervention — ${site} — ${day}`,
} as const;

const zDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, agencyReportMessages.badDay)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), agencyReportMessages.badDay);

/** GET {agency}/agency-reports: the filters (site, services ended from/to a day, inclusive) and the page. */
export const zAgencyReportQuery = zPageQuery.extend({
  siteId: z.uuid().optional(),
  from: zDay.optional(),
  to: zDay.optional(),
});
export type AgencyReportQuery = z.infer<typeof zAgencyReportQuery>;

/** An intervention report (« bon d'intervention ») made when a service ended, and where its mail stands. */
export const zAgencyReport = z.object({
  id: z.string(),
  serviceId: z.string(),
  reference: z.string(),
  site: z.object({ id: z.string(), name: z.string() }),
  customer: z.object({ id: z.string(), name: z.string() }).nullable(),
  agent: z.object({ id: z.string(), fullname: z.string() }).nullable(),
  realStartAt: z.string().nullable(),
  realEndAt: z.string().nullable(),
  createdAt: z.string(),
  /** When the PDF was last drawn (null until the job ran or the PDF was first read). */
  generatedAt: z.string().nullable(),
  /** When it was last e-mailed, to whom, and how many times it was sent. */
  sentAt: z.string().nullable(),
  recipients: z.array(z.string()),
  sendCount: z.number().int(),
});
export type AgencyReport = z.infer<typeof zAgencyReport>;

export const zAgencyReportList = zPage(zAgencyReport);
export type AgencyReportList = z.infer<typeof zAgencyReportList>;

/** GET {agency}/services/{id}/agency-report: the service's intervention report, null when its site makes none. */
export const zServiceAgencyReport = z.object({ report: zAgencyReport.nullable() });
