import type { AgencyEmailSettings } from '@securite/domain/agency-settings/email-settings';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agencies } from '../../db/schema/tenancy.ts';

/** PUT {agency}/settings/email: replaces the e-mail settings; other keys of agencies.settings are left alone. */
export async function saveEmailSettings(
  ctx: AppContext,
  agencyId: string,
  settings: AgencyEmailSettings,
): Promise<AgencyEmailSettings> {
  await ctx.db
    .update(agencies)
    .set({
      settings: sql`coalesce(${agencies.settings}, '{}'::jsonb) || jsonb_build_object('email', ${JSON.stringify(settings)}::jsonb)`,
    })
    .where(eq(agencies.id, agencyId));
  return settings;
}
