import { z } from 'zod';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPage } from '../pagination/schemas.ts';
import { zRequiredString, zSearch } from '../validation/zod.ts';
import { noteAudiences } from './audience.ts';

export const zNoteAudience = z.enum(noteAudiences);

/** POST {agency}/informationNote: creates (right informationNotes.create), or edits with an id (.edit). */
export const zInformationNoteRequest = z.object({
  id: z.uuid().nullish(),
  title: zRequiredString(160),
  content: zRequiredString(20_000),
  audience: zNoteAudience.default('all'),
});
export type InformationNoteRequest = z.infer<typeof zInformationNoteRequest>;

export const zInformationNote = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  audience: zNoteAudience,
  author: z.object({ userId: z.string(), fullname: z.string() }).nullable(),
  /** Whether the caller has read it. */
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InformationNote = z.infer<typeof zInformationNote>;

/** POST {agency}/fetch/informationNotes: the notes the caller may read. */
export const zInformationNoteFetchRequest = zFetchRequest(
  z.object({
    search: zSearch(100),
    audience: zNoteAudience.optional(),
    unread: z.boolean().optional(),
  }),
  ['createdAt', 'updatedAt', 'title'] as const,
);
export type InformationNoteFetchRequest = z.infer<typeof zInformationNoteFetchRequest>;
/** The page, with how many of the caller's notes are unread (for the menu). */
export const zInformationNotePage = zPage(zInformationNote).extend({ unread: z.number().int() });
export type InformationNotePage = z.infer<typeof zInformationNotePage>;
