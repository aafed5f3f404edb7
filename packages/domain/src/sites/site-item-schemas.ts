import { z } from 'zod';
import { zOptionalString, zRequiredString } from '../validation/zod.ts';

/** Equipment kept on a site (radios, torches, first-aid kit…), in the order shown. */
export const zSiteItemInput = z.object({
  id: z.uuid().nullish(),
  label: zRequiredString(120),
  quantity: z.number().int().min(0).max(1_000_000).default(1),
  reference: zOptionalString(80),
  comment: zOptionalString(1000),
});
export type SiteItemInput = z.infer<typeof zSiteItemInput>;

/** POST {agency}/site/{id}/items: the whole list, in order; items left out are removed. */
export const zSiteItemsRequest = z.object({
  id: z.uuid().nullish(),
  items: z.array(zSiteItemInput).max(500),
});
export type SiteItemsRequest = z.infer<typeof zSiteItemsRequest>;

export const zSiteItem = z.object({
  id: z.string(),
  label: z.string(),
  quantity: z.number().int(),
  reference: z.string().nullable(),
  comment: z.string().nullable(),
  position: z.number().int(),
});
export type SiteItem = z.infer<typeof zSiteItem>;

/** GET and POST {agency}/site/{id}/items answer the site id and its items ordered by position. */
export const zSiteItems = z.object({ id: z.string(), items: z.array(zSiteItem) });
export type SiteItems = z.infer<typeof zSiteItems>;
