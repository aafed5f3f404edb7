import { AuditAction } from '@securite/domain/admin/schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { appSettings } from '../../db/schema/platform.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { announceMaintenanceChange, MAINTENANCE_KEY } from './maintenance-setting.ts';

/** Ends (or cancels) the maintenance window: the message is removed and every process reopens. */
export async function endMaintenance(ctx: AppContext, actorUserId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const removed = await tx.delete(appSettings).where(eq(appSettings.key, MAINTENANCE_KEY)).returning();
    if (removed.length === 0) return;
    await writeAuditEntry(tx, { actorUserId, action: AuditAction.EndMaintenance });
    await announceMaintenanceChange(tx);
  });
}
