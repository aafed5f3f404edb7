import { z } from 'zod';

/** agencySettingsFeature.stockSimplified: no catalogue, the agents' equipment lists stand for the stock. */
export const zStockSettings = z.object({ stockSimplified: z.boolean() });
export type StockSettings = z.infer<typeof zStockSettings>;

/** Reads the stored settings leniently (anything unreadable: the full stock). */
export function readStockSettings(stored: unknown): StockSettings {
  const value = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return { stockSimplified: value.stockSimplified === true };
}
