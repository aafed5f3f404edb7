import { z } from 'zod';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPage } from '../pagination/schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { EMAIL_PATTERN } from '../validation/rules.ts';
import { zOptionalString, zRequiredString, zSearch, zText, zUuid } from '../validation/zod.ts';
import { zOptionalUrl } from './url.ts';

/** Spec 001 section 9: the news announcements list shows 25 rows, newest first. */
export const ANNOUNCEMENTS_PAGE_SIZE = 25;

/** POST admin/announcements/fetch (and the agency users' « Nouveautés »): newest first. */
export const zAnnouncementFetchRequest = zFetchRequest(z.object({ search: zSearch(100) }), ['createdAt'], {
  maxLimit: 100,
});
export type AnnouncementFetchInput = z.input<typeof zAnnouncementFetchRequest>;

export const zAnnouncementSave = z.object({
  title: zRequiredString(150),
  content: zRequiredString(5000),
  link: zOptionalUrl(),
});
export type AnnouncementSave = z.infer<typeof zAnnouncementSave>;
export type AnnouncementSaveInput = z.input<typeof zAnnouncementSave>;
export const zAnnouncement = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof zAnnouncement>;
export const zAnnouncementPage = zPage(zAnnouncement);
export type AnnouncementPage = z.infer<typeof zAnnouncementPage>;

/** A useful document (« Documents utiles ») as listed; its bytes at GET useful-docs/{id}/download. */
export const zUsefulDocument = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type UsefulDocument = z.infer<typeof zUsefulDocument>;
export const zUsefulDocumentList = z.array(zUsefulDocument);

/** POST admin/useful-docs: the file as base64 (at most 10 Mo), its title and a description. */
export const USEFUL_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const zUsefulDocumentSave = z.object({
  title: zRequiredString(150),
  description: zOptionalString(1000),
  fileName: zRequiredString(255),
  /** The file's bytes in base64 (4/3 of its size). */
  content: zText(m.required)
    .min(1, m.required)
    .max(Math.ceil((USEFUL_DOCUMENT_MAX_BYTES * 4) / 3) + 4, 'Le fichier dépasse 10 Mo')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, m.invalid),
});
export type UsefulDocumentSave = z.infer<typeof zUsefulDocumentSave>;

/** A tutorial of the interface, shown from the help button of its page. */
export const zUiTutorialSave = z.object({
  id: zUuid().nullish(),
  title: zRequiredString(150),
  routeId: zRequiredString(100).regex(/^[A-Za-z0-9_-]+$/, m.invalid),
  content: zRequiredString(5000),
  videoUrl: zOptionalUrl(),
  position: z.number({ error: m.integer }).int(m.integer).min(0, m.positiveInteger).max(1000, m.invalid).default(0),
  active: z.boolean({ error: m.invalid }).default(true),
});
export type UiTutorialSave = z.infer<typeof zUiTutorialSave>;
export type UiTutorialSaveInput = z.input<typeof zUiTutorialSave>;
export const zUiTutorial = z.object({
  id: z.string(),
  title: z.string(),
  routeId: z.string(),
  content: z.string(),
  videoUrl: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UiTutorial = z.infer<typeof zUiTutorial>;
export const zUiTutorialList = z.array(zUiTutorial);

/** The useful links' settings: where « Plan de formation » and « Offre site internet » lead. */
export const zUsefulLinks = z.object({
  trainingPlanUrl: zOptionalUrl(),
  websiteOfferUrl: zOptionalUrl(),
  websiteOfferText: zOptionalString(2000).transform((v) => v || null),
  supportEmail: zOptionalString(254)
    .refine((v) => !v || EMAIL_PATTERN.test(v), m.email)
    .transform((v) => v || null),
});
export type UsefulLinks = z.infer<typeof zUsefulLinks>;
export type UsefulLinksInput = z.input<typeof zUsefulLinks>;
export const zUsefulLinksAnswer = z.object({
  trainingPlanUrl: z.string().nullable(),
  websiteOfferUrl: z.string().nullable(),
  websiteOfferText: z.string().nullable(),
  supportEmail: z.string().nullable(),
});
