import { AuditAction } from '@securite/domain/admin/schemas';
import type { MaintenanceMessageRequest } from '@securite/domain/maintenance/schemas';
import type { MaintenanceSetting } from '@securite/domain/maintenance/window';
import type { AppContext } from '../../context.ts';
import { appSettings } from '../../db/schema/platform.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { announceMaintenanceChange, MAINTENANCE_KEY } from './maintenance-setting.ts';

/**
 * Starts (or plans, with startAt) a maintenance window with the admin's message; saved disabled, the message is
 * kept ready without closing or announcing anything.
 */
export async function setMaintenanceMessage(
  ctx: AppContext,
  actorUserId: string,
  input: MaintenanceMessageRequest,
): Promise<MaintenanceSetting> {
  const setting: MaintenanceSetting = {
    message: input.message,
    startAt: input.startAt ? new Date(input.startAt).toISOString() : null,
    endAt: input.endAt ? new Date(input.endAt).toISOString() : null,
    enabled: input.enabled,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ key: MAINTENANCE_KEY, value: setting })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: setting, updatedAt: new Date() } });
    await writeAuditEntry(tx, { actorUserId, action: AuditAction.SetMaintenance, data: { ...setting } });
    await announceMaintenanceChange(tx);
  });
  return setting;
}
