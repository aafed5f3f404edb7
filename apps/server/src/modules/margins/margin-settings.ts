import { type MarginSettings, readMarginSettings } from '@securite/domain/margins/margin-schemas';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import type { TenantContext } from '../../http/tenancy.ts';

/** The agency's default hourly cost (agencies.settings.margins), as the tenant was loaded. */
export function marginSettingsOf(tenant: TenantContext): MarginSettings {
  return readMarginSettings((tenant.agency.settings as Record<string, unknown> | null)?.margins);
}

/** PUT {agency}/margins/config: replaces the margin settings; the other keys of agencies.settings are left alone. */
export async function updateMarginSettings(
  ctx: AppContext,
  agencyId: string,
  input: MarginSettings,
): Promise<MarginSettings> {
  const next: MarginSettings = { defaultHourlyCostCents: input.defaultHourlyCostCents };
  await ctx.db
    .update(agencies)
    .set({
      settings: sql`coalesce(${agencies.settings}, '{}'::jsonb) || jsonb_build_object('margins', ${JSON.stringify(next)}::jsonb)`,
    })
    .where(eq(agencies.id, agencyId));
  return next;
}
