import type { MaintenanceAdmin, MaintenanceMessage } from '@securite/domain/maintenance/schemas';
import { type MaintenanceSetting, maintenanceActive, maintenanceState } from '@securite/domain/maintenance/window';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { appSettings } from '../../db/schema/platform.ts';

/** The app_settings key of the maintenance message. */
export const MAINTENANCE_KEY = 'maintenance';
/** NOTIFY channel telling every server process that the message changed. */
export const MAINTENANCE_CHANNEL = 'maintenance';

const zStored = z.object({
  message: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  enabled: z.boolean().optional(),
});

/** The stored maintenance message, or null (none, or unreadable: a bad row must not close the platform). */
export async function readMaintenanceSetting(db: Db): Promise<MaintenanceSetting | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, MAINTENANCE_KEY));
  const parsed = zStored.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

/** Tells every process (this one included) to drop its cached copy, once the transaction commits. */
export async function announceMaintenanceChange(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_notify(${MAINTENANCE_CHANNEL}, '')`);
}

/** What the public call shows: the message while it is planned or running; nothing once it is over. */
export function presentMaintenance(setting: MaintenanceSetting | null, now: Date): MaintenanceMessage {
  const over = setting?.endAt ? Date.parse(setting.endAt) <= now.getTime() : false;
  if (!setting || over || setting.enabled === false)
    return { message: null, startAt: null, endAt: null, active: false };
  return {
    message: setting.message,
    startAt: setting.startAt,
    endAt: setting.endAt,
    active: maintenanceActive(setting, now),
  };
}

/** What the administration page shows: the stored message whatever its state. */
export function presentMaintenanceAdmin(setting: MaintenanceSetting | null, now: Date): MaintenanceAdmin {
  return {
    message: setting?.message ?? null,
    startAt: setting?.startAt ?? null,
    endAt: setting?.endAt ?? null,
    enabled: setting ? setting.enabled !== false : false,
    state: maintenanceState(setting, now),
  };
}
