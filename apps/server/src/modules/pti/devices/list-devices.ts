import type { Device } from '@securite/domain/session/schemas';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { devices } from '../../../db/schema/auth.ts';
import { presentDevice } from './present-device.ts';

/** The caller's registered devices, newest first (a handful per person, so no paging). */
export async function listDevices(ctx: AppContext, userId: string): Promise<Device[]> {
  const rows = await ctx.db.select().from(devices).where(eq(devices.userId, userId)).orderBy(desc(devices.createdAt));
  return rows.map(presentDevice);
}
