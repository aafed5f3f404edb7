import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import type { CatalogTable } from './catalog-tables.ts';

/**
 * DELETE admin/{catalogue}/{id}. Agencies copied what they picked (a line, a discount, a template text), so
 * removing an entry changes no agency document; to stop offering one and keep it, it is made inactive instead.
 */
export async function deleteCatalogEntry<Row, Out>(
  ctx: AppContext,
  catalog: CatalogTable<Row, Out>,
  id: string,
): Promise<void> {
  const removed = await ctx.db.delete(catalog.table).where(eq(catalog.id, id)).returning({ id: catalog.id });
  if (removed.length === 0) throw notFound(catalog.notFound);
}
