import { catalogMessages } from '@securite/domain/platform-catalog/messages';
import type { DiscountPreset, DiscountPresetSave } from '@securite/domain/platform-catalog/schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { discountPresets } from '../../db/schema/catalog.ts';
import { notFound } from '../../http/errors.ts';
import { presentDiscountPreset } from './present-catalog.ts';

/** POST admin/discount: a discount agencies may give their customers. */
export async function saveDiscountPreset(ctx: AppContext, input: DiscountPresetSave): Promise<DiscountPreset> {
  const values = {
    label: input.label,
    description: input.description ?? null,
    kind: input.kind,
    value: input.value,
    active: input.active,
  };
  const [row] = input.id
    ? await ctx.db
        .update(discountPresets)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(discountPresets.id, input.id))
        .returning()
    : await ctx.db.insert(discountPresets).values(values).returning();
  if (!row) throw notFound(catalogMessages.discountNotFound);
  return presentDiscountPreset(row);
}
