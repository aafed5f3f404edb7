import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import type { CatalogFetchRequest } from '@securite/domain/platform-catalog/schemas';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import type { CatalogTable } from './catalog-tables.ts';

/** POST admin/fetch/{catalogue}: a page of one catalogue (search on the label, active or not), newest first. */
export async function findCatalog<Row, Out>(
  ctx: AppContext,
  catalog: CatalogTable<Row, Out>,
  request: Pick<CatalogFetchRequest, 'page' | 'limit' | 'orderBy'> & {
    filters: { search?: string; active?: boolean | null };
  },
): Promise<{ data: Out[]; total: number }> {
  const { search, active } = request.filters;
  const where = and(
    search ? ilike(catalog.label, containsPattern(search)) : undefined,
    typeof active === 'boolean' ? eq(catalog.active, active) : undefined,
  ) as SQL | undefined;
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const column = request.orderBy.field === 'label' ? catalog.label : catalog.createdAt;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(catalog.table)
      .where(where)
      .orderBy(direction(column), direction(catalog.id))
      .limit(request.limit)
      .offset(fetchOffset(request)),
    ctx.db.select({ total: count() }).from(catalog.table).where(where),
  ]);
  return { data: (rows as Row[]).map(catalog.present), total };
}

/** The active entries of a catalogue, by label (what agencies pick from). */
export async function listActiveCatalog<Row, Out>(ctx: AppContext, catalog: CatalogTable<Row, Out>): Promise<Out[]> {
  const rows = await ctx.db
    .select()
    .from(catalog.table)
    .where(eq(catalog.active, true))
    .orderBy(asc(catalog.label))
    .limit(500);
  return (rows as Row[]).map(catalog.present);
}
