import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { devices } from '../../../db/schema/auth.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Removes one of the caller's devices; anyone else's, or an unknown id, is the same 404. */
export async function deleteDevice(ctx: AppContext, userId: string, deviceId: string): Promise<void> {
  const notFound = new AppError(ErrorCode.NotFound, messages.deviceNotFound);
  if (!uuidPattern.test(deviceId)) throw notFound;
  const deleted = await ctx.db
    .delete(devices)
    .where(and(eq(devices.id, deviceId), eq(devices.userId, userId)))
    .returning({ id: devices.id });
  if (deleted.length === 0) throw notFound;
}
