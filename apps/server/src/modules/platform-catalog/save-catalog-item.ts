import { catalogMessages } from '@securite/domain/platform-catalog/messages';
import type { CatalogItem, CatalogItemSave } from '@securite/domain/platform-catalog/schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { catalogItems } from '../../db/schema/catalog.ts';
import { notFound } from '../../http/errors.ts';
import { presentCatalogItem } from './present-catalog.ts';

/** POST admin/catalog-item: an article or service of the catalogue. */
export async function saveCatalogItem(ctx: AppContext, input: CatalogItemSave): Promise<CatalogItem> {
  const values = {
    label: input.label,
    description: input.description ?? null,
    kind: input.kind,
    unit: input.unit ?? null,
    unitPriceCents: input.unitPriceCents,
    vatRateBp: input.vatRateBp,
    active: input.active,
  };
  const [row] = input.id
    ? await ctx.db
        .update(catalogItems)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(catalogItems.id, input.id))
        .returning()
    : await ctx.db.insert(catalogItems).values(values).returning();
  if (!row) throw notFound(catalogMessages.itemNotFound);
  return presentCatalogItem(row);
}
