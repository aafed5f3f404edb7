import {
  type ExportSettings,
  readExportSettings,
  type zExportSettingsUpdate,
} from '@securite/domain/payroll/export-settings';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { agencies } from '../../db/schema/tenancy.ts';

/** GET {agency}/settings/export: the header and footer of generated documents (agencies.settings.export). */
export async function getExportSettings(tx: Tx, agencyId: string): Promise<ExportSettings> {
  const [row] = await tx.select({ settings: agencies.settings }).from(agencies).where(eq(agencies.id, agencyId));
  return readExportSettings((row?.settings as Record<string, unknown> | null)?.export);
}

/** PUT {agency}/settings/export: replaces both texts; the other keys of agencies.settings are left alone. */
export async function updateExportSettings(
  ctx: AppContext,
  agencyId: string,
  input: z.output<typeof zExportSettingsUpdate>,
): Promise<ExportSettings> {
  const next: ExportSettings = { header: input.header, footer: input.footer };
  await ctx.db
    .update(agencies)
    .set({
      settings: sql`coalesce(${agencies.settings}, '{}'::jsonb) || jsonb_build_object('export', ${JSON.stringify(next)}::jsonb)`,
    })
    .where(eq(agencies.id, agencyId));
  return next;
}
