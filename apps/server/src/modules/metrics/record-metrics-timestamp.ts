import type { MetricsTimestampRequest } from '@securite/domain/session/schemas';
import type { AppContext } from '../../context.ts';
import { metricsEvents } from '../../db/schema/auth.ts';

/** Stores one client measure (an event name, the device's clock and a little data); the server adds its own time. */
export async function recordMetricsTimestamp(
  ctx: AppContext,
  userId: string,
  input: MetricsTimestampRequest,
): Promise<void> {
  await ctx.db.insert(metricsEvents).values({
    userId,
    event: input.event,
    clientTimestamp: input.timestamp === undefined ? null : new Date(input.timestamp),
    data: input.data ?? null,
  });
}
