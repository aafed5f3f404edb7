import type { Device, DeviceRequest } from '@securite/domain/session/schemas';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { devices } from '../../../db/schema/auth.ts';
import { sha256 } from '../../session/public.ts';
import { presentDevice } from './present-device.ts';

/**
 * Registers the caller's device for push notifications. Idempotent: the same token again is the same
 * device (its browser details refreshed), so a client may call this on every start.
 */
export async function registerDevice(ctx: AppContext, userId: string, input: DeviceRequest): Promise<Device> {
  const tokenHash = sha256(input.token);
  const details = {
    ...(input.deviceInfos !== undefined ? { deviceInfos: input.deviceInfos } : {}),
    ...(input.browserName !== undefined ? { browserName: input.browserName || null } : {}),
    ...(input.browserVersion !== undefined ? { browserVersion: input.browserVersion || null } : {}),
  };
  return ctx.db.transaction(async (tx) => {
    // A push token belongs to one browser: when someone else signs in on it (a shared phone), the previous
    // account must stop receiving its notifications there.
    await tx.delete(devices).where(and(eq(devices.tokenHash, tokenHash), ne(devices.userId, userId)));
    const [row] = await tx
      .insert(devices)
      .values({ userId, token: input.token, tokenHash, ...details })
      .onConflictDoUpdate({ target: [devices.userId, devices.tokenHash], set: { token: input.token, ...details } })
      .returning();
    return presentDevice(row);
  });
}
