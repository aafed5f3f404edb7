import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import type {
  Article,
  ArticleSave,
  ArticleType,
  ArticleTypeSave,
  zArticleFetchRequest,
  zArticleTypeFetchRequest,
} from '@securite/domain/shop/catalogue-schemas';
import { shopMessages as m } from '@securite/domain/shop/shop-messages';
import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { shopArticles, shopArticleTypes } from '../../db/schema/shop.ts';
import { notFound } from '../../http/errors.ts';

export type ArticleRow = typeof shopArticles.$inferSelect;
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const articlesOfType = sql<number>`(select count(*)::int from shop_articles a where a.type_id = shop_article_types.id)`;

function presentType(row: typeof shopArticleTypes.$inferSelect, articles: number): ArticleType {
  return { id: row.id, label: row.label, articles, createdAt: row.createdAt.toISOString() };
}

export async function findArticleTypes(db: Db, request: z.output<typeof zArticleTypeFetchRequest>) {
  const where = request.filters.search
    ? ilike(shopArticleTypes.label, `%${escapeLike(request.filters.search)}%`)
    : undefined;
  const column = request.orderBy.field === 'label' ? shopArticleTypes.label : shopArticleTypes.createdAt;
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select({ type: shopArticleTypes, articles: articlesOfType })
      .from(shopArticleTypes)
      .where(where)
      .orderBy(direction(column), asc(shopArticleTypes.id))
      .limit(request.limit)
      .offset(fetchOffset(request)),
    db.select({ total: sql<number>`count(*)::int` }).from(shopArticleTypes).where(where),
  ]);
  return { data: rows.map((r) => presentType(r.type, r.articles)), total: count?.total ?? 0 };
}

export async function getArticleType(db: Db, id: string): Promise<ArticleType> {
  const [row] = await db
    .select({ type: shopArticleTypes, articles: articlesOfType })
    .from(shopArticleTypes)
    .where(eq(shopArticleTypes.id, id));
  if (!row) throw notFound(m.articleTypeNotFound);
  return presentType(row.type, row.articles);
}

/** POST (create) or PATCH (update, with its id) admin/subscription-article-type. */
export async function saveArticleType(db: Db, input: ArticleTypeSave): Promise<ArticleType> {
  if (input.id) {
    const [row] = await db
      .update(shopArticleTypes)
      .set({ label: input.label })
      .where(eq(shopArticleTypes.id, input.id))
      .returning();
    if (!row) throw notFound(m.articleTypeNotFound);
    return getArticleType(db, row.id);
  }
  const [row] = await db.insert(shopArticleTypes).values({ label: input.label }).returning();
  return presentType(row, 0);
}

const articleSelect = { article: shopArticles, typeLabel: shopArticleTypes.label };

export function presentArticle(row: ArticleRow, typeLabel: string | null): Article {
  return {
    id: row.id,
    type: row.typeId && typeLabel !== null ? { id: row.typeId, label: typeLabel } : null,
    label: row.label,
    description: row.description,
    unitPriceCents: row.unitPriceCents,
    agentsCount: row.agentsCount,
    needsShipping: row.needsShipping,
    deliveryFeesCents: row.deliveryFeesCents,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findArticles(db: Db, request: z.output<typeof zArticleFetchRequest>) {
  const { filters } = request;
  const where: SQL[] = [];
  if (filters.search) where.push(ilike(shopArticles.label, `%${escapeLike(filters.search)}%`));
  if (filters.typeId) where.push(eq(shopArticles.typeId, filters.typeId));
  if (filters.active !== undefined) where.push(eq(shopArticles.active, filters.active));
  const condition = where.length > 0 ? and(...where) : undefined;
  const column = {
    createdAt: shopArticles.createdAt,
    label: shopArticles.label,
    unitPriceCents: shopArticles.unitPriceCents,
  }[request.orderBy.field];
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select(articleSelect)
      .from(shopArticles)
      .leftJoin(shopArticleTypes, eq(shopArticleTypes.id, shopArticles.typeId))
      .where(condition)
      .orderBy(direction(column), asc(shopArticles.id))
      .limit(request.limit)
      .offset(fetchOffset(request)),
    db.select({ total: sql<number>`count(*)::int` }).from(shopArticles).where(condition),
  ]);
  return { data: rows.map((r) => presentArticle(r.article, r.typeLabel)), total: count?.total ?? 0 };
}

export async function getArticleRow(tx: Tx, id: string): Promise<ArticleRow> {
  const [row] = await tx.select().from(shopArticles).where(eq(shopArticles.id, id));
  if (!row) throw notFound(m.articleNotFound);
  return row;
}

export async function getArticle(db: Db, id: string): Promise<Article> {
  const [row] = await db
    .select(articleSelect)
    .from(shopArticles)
    .leftJoin(shopArticleTypes, eq(shopArticleTypes.id, shopArticles.typeId))
    .where(eq(shopArticles.id, id));
  if (!row) throw notFound(m.articleNotFound);
  return presentArticle(row.article, row.typeLabel);
}

/** POST (create) or PATCH (update, with its id) admin/subscription-article. */
export async function saveArticle(db: Db, input: ArticleSave): Promise<Article> {
  if (input.typeId) await getArticleType(db, input.typeId);
  const values = {
    typeId: input.typeId ?? null,
    label: input.label,
    description: input.description ?? null,
    unitPriceCents: input.unitPriceCents,
    agentsCount: input.agentsCount,
    needsShipping: input.needsShipping,
    deliveryFeesCents: input.deliveryFeesCents,
    active: input.active,
  };
  if (input.id) {
    const [row] = await db
      .update(shopArticles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(shopArticles.id, input.id))
      .returning({ id: shopArticles.id });
    if (!row) throw notFound(m.articleNotFound);
    return getArticle(db, row.id);
  }
  const [row] = await db.insert(shopArticles).values(values).returning({ id: shopArticles.id });
  return getArticle(db, row.id);
}
