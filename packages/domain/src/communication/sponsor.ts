import { z } from 'zod';
import { validationMessages as m } from '../validation/messages.ts';
import { hasNoNul } from '../validation/zod.ts';
import { communicationMessages as c } from './messages.ts';

/** Spec 001 section 9: the sponsorship title and description limits. */
export const SPONSOR_TITLE_MAX = 255;
export const SPONSOR_DESCRIPTION_MAX = 10_000;

/**
 * The sponsorship configuration (« parrainage », spec 001 sections 3 and 5): a title, a rich-text description and
 * whether agencies see it. One for the whole platform.
 */
export const zSponsorConfigSave = z.object({
  title: z
    .string({ error: c.sponsorTitleRequired })
    .refine(hasNoNul, m.forbiddenCharacter)
    .trim()
    .min(1, c.sponsorTitleRequired)
    .max(SPONSOR_TITLE_MAX, c.sponsorTitleTooLong),
  description: z
    .string({ error: c.sponsorDescriptionRequired })
    .refine(hasNoNul, m.forbiddenCharacter)
    .refine((v) => v.trim().length > 0, c.sponsorDescriptionRequired)
    .refine((v) => v.length <= SPONSOR_DESCRIPTION_MAX, c.sponsorDescriptionTooLong),
  isActive: z.boolean({ error: m.invalid }).default(false),
});
export type SponsorConfigSave = z.infer<typeof zSponsorConfigSave>;
export type SponsorConfigSaveInput = z.input<typeof zSponsorConfigSave>;

export const zSponsorConfig = z.object({
  title: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type SponsorConfig = z.infer<typeof zSponsorConfig>;
