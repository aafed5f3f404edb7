import { z } from 'zod';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPriceCents } from '../subscriptions/offer-schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zOptionalString, zRequiredString, zSearch } from '../validation/zod.ts';
import { shopMessages } from './shop-messages.ts';

const zId = () => z.uuid({ error: m.invalid });

/** POST/PATCH admin/subscription-article-type. */
export const zArticleTypeSave = z.object({ id: zId().nullish(), label: zRequiredString(120) });
export type ArticleTypeSave = z.infer<typeof zArticleTypeSave>;
export const zArticleType = z.object({
  id: z.uuid(),
  label: z.string(),
  articles: z.number().int(),
  createdAt: z.string(),
});
export type ArticleType = z.infer<typeof zArticleType>;
export const zArticleTypeFetchRequest = zFetchRequest(z.object({ search: zSearch() }), ['createdAt', 'label']);
export const zArticleTypePage = z.object({ data: z.array(zArticleType), total: z.number().int() });

/** POST/PATCH admin/subscription-article: what the shop sells. */
export const zArticleSave = z.object({
  id: zId().nullish(),
  typeId: zId().nullish(),
  label: zRequiredString(160),
  description: zOptionalString(4000),
  /** Excluding tax. */
  unitPriceCents: zPriceCents(),
  /** Agent records (fiches collaborateurs) one unit adds to the agency's limit; 0 for anything else. */
  agentsCount: z.number({ error: m.integer }).int(m.integer).min(0, m.positiveInteger).max(10_000).default(0),
  /** Shipped goods (badges, NFC tags…): the order goes through preparation and delivery. */
  needsShipping: z.boolean().default(false),
  /** Delivery fees an order with this article pays once, excluding tax. */
  deliveryFeesCents: zPriceCents().default(0),
  active: z.boolean().default(true),
});
export type ArticleSave = z.infer<typeof zArticleSave>;

export const zArticle = z.object({
  id: z.uuid(),
  type: z.object({ id: z.uuid(), label: z.string() }).nullable(),
  label: z.string(),
  description: z.string().nullable(),
  unitPriceCents: z.number().int(),
  agentsCount: z.number().int(),
  needsShipping: z.boolean(),
  deliveryFeesCents: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Article = z.infer<typeof zArticle>;
export const zArticleFetchRequest = zFetchRequest(
  z.object({ search: zSearch(), typeId: zId().optional(), active: z.boolean().optional() }),
  ['createdAt', 'label', 'unitPriceCents'],
);
export const zArticlePage = z.object({ data: z.array(zArticle), total: z.number().int() });

/** A section (rubrique) of the shop: its articles in order, some featured. */
export const zSectionSave = z
  .object({
    id: zId().nullish(),
    title: zRequiredString(160),
    description: zOptionalString(2000),
    active: z.boolean().default(true),
    /** Shown first and emphasised in the shop. */
    highlight: z.boolean().default(false),
    position: z.number({ error: m.integer }).int(m.integer).min(0, m.positiveInteger).max(10_000).default(0),
    sectionArticles: z
      .array(
        z.object({
          articleId: zId(),
          position: z.number({ error: m.integer }).int(m.integer).min(0, m.positiveInteger).max(10_000).default(0),
          featured: z.boolean().default(false),
        }),
      )
      .max(200)
      .default([]),
  })
  .refine((s) => new Set(s.sectionArticles.map((a) => a.articleId)).size === s.sectionArticles.length, {
    path: ['sectionArticles'],
    message: shopMessages.duplicateSectionArticle,
  });
export type SectionSave = z.infer<typeof zSectionSave>;

export const zSection = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  highlight: z.boolean(),
  position: z.number().int(),
  sectionArticles: z.array(
    z.object({ id: z.uuid(), position: z.number().int(), featured: z.boolean(), article: zArticle }),
  ),
  createdAt: z.string(),
});
export type Section = z.infer<typeof zSection>;
export const zSectionFetchRequest = zFetchRequest(
  z.object({ search: zSearch(), active: z.boolean().optional() }),
  ['position', 'createdAt', 'title'],
  { defaultOrder: { field: 'position', direction: 'asc' } },
);
export const zSectionPage = z.object({ data: z.array(zSection), total: z.number().int() });
