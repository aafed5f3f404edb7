import { z } from 'zod';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPage } from '../pagination/schemas.ts';
import { zRequiredString, zSearch } from '../validation/zod.ts';

/** POST {agency}{scope}/site/{id}/instruction: a site instruction (consigne); with an id, an edit. */
export const zSiteInstructionRequest = z.object({
  id: z.uuid().nullish(),
  title: zRequiredString(160),
  content: zRequiredString(10_000),
});
export type SiteInstructionRequest = z.infer<typeof zSiteInstructionRequest>;

export const zSiteInstruction = z.object({
  id: z.string(),
  site: z.object({ id: z.string(), name: z.string() }),
  title: z.string(),
  content: z.string(),
  author: z.object({ userId: z.string(), fullname: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SiteInstruction = z.infer<typeof zSiteInstruction>;

/** POST {agency}{scope}/fetch/allSiteInstructions: the instructions of every site the caller may see. */
export const zSiteInstructionFetchRequest = zFetchRequest(
  z.object({
    siteIds: z.array(z.uuid()).max(500).optional(),
    search: zSearch(100),
  }),
  ['createdAt', 'updatedAt', 'title'] as const,
);
export type SiteInstructionFetchRequest = z.infer<typeof zSiteInstructionFetchRequest>;
export const zSiteInstructionPage = zPage(zSiteInstruction);
