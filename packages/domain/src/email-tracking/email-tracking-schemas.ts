import { z } from 'zod';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPage } from '../pagination/schemas.ts';
import { zSearch } from '../validation/zod.ts';

/**
 * E-mail tracking (spec 001 sections 2 and 7: email-tracking, fetch/emails/…): every e-mail the product sends is kept
 * with what happened to it. Kinds and event names are ours; the labels are what the tracking page shows.
 */
export const mailKinds = [
  'planning',
  'invoice',
  'estimate',
  'purchaseOrder',
  'contract',
  'request',
  'reminder',
  'report',
  'dailyReport',
  'alarm',
  'expiration',
  'account',
  'other',
] as const;
export type MailKind = (typeof mailKinds)[number];

export const mailKindLabels: Record<MailKind, string> = {
  planning: 'Planning',
  invoice: 'Facture',
  estimate: 'Devis',
  purchaseOrder: 'Bon de commande',
  contract: 'Contrat',
  request: 'Demande',
  reminder: 'Relance',
  report: "Bon d'intervention",
  dailyReport: "Rapport d'activité",
  alarm: 'Alerte PTI',
  expiration: 'Échéances',
  account: 'Compte',
  other: 'Autre',
};

/**
 * What can happen to a mail: queued when recorded; stored when no SMTP server is configured (it stays in the
 * outbox); sent when the SMTP server took it; delivered when every recipient was accepted; bounced when a
 * recipient was refused (the SMTP answer, 5xx); failed on any other error (retried); opened and clicked through
 * the product's own pixel and redirects.
 */
export const mailEventTypes = [
  'queued',
  'stored',
  'sent',
  'delivered',
  'opened',
  'clicked',
  'bounced',
  'failed',
] as const;
export type MailEventType = (typeof mailEventTypes)[number];

export const mailEventLabels: Record<MailEventType, string> = {
  queued: 'En file',
  stored: 'Conservé (sans SMTP)',
  sent: 'Envoyé',
  delivered: 'Remis',
  opened: 'Ouvert',
  clicked: 'Lien cliqué',
  bounced: 'Rejeté',
  failed: 'Échec',
};

/** POST {agency}/fetch/emails/events: the tracking page's table, newest first. */
export const zMailEventsRequest = zFetchRequest(
  z.object({
    types: z.array(z.enum(mailEventTypes)).max(mailEventTypes.length).optional(),
    kinds: z.array(z.enum(mailKinds)).max(mailKinds.length).optional(),
    search: zSearch(),
  }),
  ['at'],
);
export type MailEventsRequest = z.infer<typeof zMailEventsRequest>;

export const zMailEventRow = z.object({
  id: z.string(),
  type: z.enum(mailEventTypes),
  at: z.string(),
  detail: z.string().nullable(),
  mail: z.object({
    id: z.string(),
    kind: z.enum(mailKinds),
    to: z.string(),
    subject: z.string(),
    attachments: z.number().int(),
  }),
});
export type MailEventRow = z.infer<typeof zMailEventRow>;
export const zMailEventsPage = zPage(zMailEventRow);

/** GET {agency}/fetch/emails/{id}/content: the mail as it was written (without its tracking), and its history. */
export const zMailContent = z.object({
  id: z.string(),
  kind: z.enum(mailKinds),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
  events: z.array(z.object({ type: z.enum(mailEventTypes), at: z.string(), detail: z.string().nullable() })),
});
export type MailContent = z.infer<typeof zMailContent>;

/** GET {agency}/fetch/emails/{id}/attachments: the files sent with the mail (each downloadable). */
export const zMailAttachmentInfo = z.object({
  id: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export const zMailAttachments = z.array(zMailAttachmentInfo);
export type MailAttachmentInfo = z.infer<typeof zMailAttachmentInfo>;
