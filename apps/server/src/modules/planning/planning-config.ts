import {
  type PlanningConfig,
  type PlanningSettingsUpdate,
  readPlanningSettings,
} from '@securite/domain/planning/planning-settings';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import type { TenantContext } from '../../http/tenancy.ts';

/** GET {agency}/planning/config: the agency's planning settings (defaults where unset) and its time zone. */
export function getPlanningConfig(tenant: TenantContext): PlanningConfig {
  const settings = readPlanningSettings((tenant.agency.settings as Record<string, unknown>).planning);
  return { ...settings, timeZone: tenant.agency.timezone };
}

/** PUT {agency}/planning/config: merges the change into the stored settings, under one row lock. */
export async function updatePlanningConfig(
  ctx: AppContext,
  tenant: TenantContext,
  update: PlanningSettingsUpdate,
): Promise<PlanningConfig> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ settings: agencies.settings, timezone: agencies.timezone })
      .from(agencies)
      .where(eq(agencies.id, tenant.agency.id))
      .for('update');
    const current = readPlanningSettings(row.settings.planning);
    const next = {
      blockingErrors: update.blockingErrors ?? current.blockingErrors,
      colours: { ...current.colours, ...update.colours },
      coefficients: { ...current.coefficients, ...update.coefficients },
      requireActiveAccount: update.requireActiveAccount ?? current.requireActiveAccount,
    };
    await tx
      .update(agencies)
      .set({ settings: { ...row.settings, planning: next }, updatedAt: sql`now()` })
      .where(eq(agencies.id, tenant.agency.id));
    return { ...next, timeZone: row.timezone };
  });
}
