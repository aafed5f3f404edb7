import { readStockSettings, type StockSettings } from '@securite/domain/stock/stock-settings';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import type { AgencyRow } from '../../http/tenancy.ts';

/** GET {agency}/settings/stock (agencySettingsFeature.stockSimplified). */
export const getStockSettings = (agency: AgencyRow): StockSettings => readStockSettings(agency.settings?.stock);

/** PUT {agency}/settings/stock: other keys of agencies.settings are left alone. */
export async function saveStockSettings(
  ctx: AppContext,
  agencyId: string,
  next: StockSettings,
): Promise<StockSettings> {
  await ctx.db
    .update(agencies)
    .set({
      settings: sql`coalesce(${agencies.settings}, '{}'::jsonb) || jsonb_build_object('stock', ${JSON.stringify(next)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(agencies.id, agencyId));
  return next;
}
