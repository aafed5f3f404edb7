import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import type { Section, SectionSave, zSectionFetchRequest } from '@securite/domain/shop/catalogue-schemas';
import { shopMessages as m } from '@securite/domain/shop/shop-messages';
import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { shopArticles, shopArticleTypes, shopSectionArticles, shopSections } from '../../db/schema/shop.ts';
import { notFound } from '../../http/errors.ts';
import { escapeLike, presentArticle } from './catalogue.ts';

type SectionRow = typeof shopSections.$inferSelect;

/** The sections presented with their articles in order (only the active articles for the agencies' shop). */
async function presentSections(db: Tx, rows: SectionRow[], activeArticlesOnly: boolean): Promise<Section[]> {
  if (rows.length === 0) return [];
  const where: SQL[] = [
    inArray(
      shopSectionArticles.sectionId,
      rows.map((r) => r.id),
    ),
  ];
  if (activeArticlesOnly) where.push(eq(shopArticles.active, true));
  const links = await db
    .select({ link: shopSectionArticles, article: shopArticles, typeLabel: shopArticleTypes.label })
    .from(shopSectionArticles)
    .innerJoin(shopArticles, eq(shopArticles.id, shopSectionArticles.articleId))
    .leftJoin(shopArticleTypes, eq(shopArticleTypes.id, shopArticles.typeId))
    .where(and(...where))
    .orderBy(asc(shopSectionArticles.position), asc(shopArticles.label));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    active: row.active,
    highlight: row.highlight,
    position: row.position,
    sectionArticles: links
      .filter((l) => l.link.sectionId === row.id)
      .map((l) => ({
        id: l.link.id,
        position: l.link.position,
        featured: l.link.featured,
        article: presentArticle(l.article, l.typeLabel),
      })),
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * A page of sections: every one for the admins; for the agencies' shop (POST /fetch/subscription-sections) the
 * active ones, highlighted first, with their active articles.
 */
export async function findSections(db: Db, request: z.output<typeof zSectionFetchRequest>, forShop: boolean) {
  const where: SQL[] = [];
  if (forShop) where.push(eq(shopSections.active, true));
  else if (request.filters.active !== undefined) where.push(eq(shopSections.active, request.filters.active));
  if (request.filters.search) where.push(ilike(shopSections.title, `%${escapeLike(request.filters.search)}%`));
  const condition = where.length > 0 ? and(...where) : undefined;
  const column = {
    position: shopSections.position,
    createdAt: shopSections.createdAt,
    title: shopSections.title,
  }[request.orderBy.field];
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(shopSections)
      .where(condition)
      .orderBy(...(forShop ? [desc(shopSections.highlight)] : []), direction(column), asc(shopSections.id))
      .limit(request.limit)
      .offset(fetchOffset(request)),
    db.select({ total: sql<number>`count(*)::int` }).from(shopSections).where(condition),
  ]);
  return { data: await presentSections(db, rows, forShop), total: count?.total ?? 0 };
}

export async function getSection(db: Tx, id: string): Promise<Section> {
  const [row] = await db.select().from(shopSections).where(eq(shopSections.id, id));
  if (!row) throw notFound(m.sectionNotFound);
  const [section] = await presentSections(db, [row], false);
  return section;
}

async function writeLinks(tx: Tx, sectionId: string, links: SectionSave['sectionArticles']): Promise<void> {
  await tx.delete(shopSectionArticles).where(eq(shopSectionArticles.sectionId, sectionId));
  if (links.length === 0) return;
  const known = await tx
    .select({ id: shopArticles.id })
    .from(shopArticles)
    .where(
      inArray(
        shopArticles.id,
        links.map((l) => l.articleId),
      ),
    );
  if (known.length !== links.length) throw notFound(m.articleNotFound);
  await tx.insert(shopSectionArticles).values(links.map((l) => ({ sectionId, ...l })));
}

/** POST (create) or PATCH (update, with its id) admin/subscription-section, its articles replaced whole. */
export async function saveSection(db: Db, input: SectionSave): Promise<Section> {
  return db.transaction(async (tx) => {
    const values = {
      title: input.title,
      description: input.description ?? null,
      active: input.active,
      highlight: input.highlight,
      position: input.position,
    };
    let id = input.id;
    if (id) {
      const [row] = await tx
        .update(shopSections)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(shopSections.id, id))
        .returning({ id: shopSections.id });
      if (!row) throw notFound(m.sectionNotFound);
    } else {
      [{ id }] = await tx.insert(shopSections).values(values).returning({ id: shopSections.id });
    }
    await writeLinks(tx, id as string, input.sectionArticles);
    return getSection(tx, id as string);
  });
}

/** POST admin/subscription-section/{id}/duplicate: a copy, inactive, titled « … (copie) ». */
export async function duplicateSection(db: Db, id: string): Promise<Section> {
  const source = await getSection(db, id);
  return saveSection(db, {
    title: `${source.title}${m.copySuffix}`.slice(0, 160),
    description: source.description,
    active: false,
    highlight: source.highlight,
    position: source.position + 1,
    sectionArticles: source.sectionArticles.map((l) => ({
      articleId: l.article.id,
      position: l.position,
      featured: l.featured,
    })),
  });
}

/** DELETE admin/subscription-section/{id}. */
export async function deleteSection(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(shopSections).where(eq(shopSections.id, id)).returning({ id: shopSections.id });
  if (deleted.length === 0) throw notFound(m.sectionNotFound);
}
