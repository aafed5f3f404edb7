import type { Device } from '@securite/domain/session/schemas';
import type { devices } from '../../../db/schema/auth.ts';

export type DeviceRow = typeof devices.$inferSelect;

/** What leaves the server about a device: never the push token, which lets anyone notify the phone. */
export function presentDevice(row: DeviceRow): Device {
  return {
    id: row.id,
    deviceInfos: row.deviceInfos ?? null,
    browserName: row.browserName,
    browserVersion: row.browserVersion,
    createdAt: row.createdAt.toISOString(),
  };
}
