import { EVENT_CHANGED } from '@securite/domain/events/event-schemas';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';

/** The topic of the agency's main courante, heard by those who may read events (see the stream routes). */
export const eventsTopic = (agencyId: string) => `agency:${agencyId}:events` as const;

/** Tells the agency's open screens, once the transaction commits, that an event changed. */
export async function publishEventChange(
  ctx: AppContext,
  tx: Tx,
  change: { agencyId: string; eventId: string; siteId: string },
): Promise<void> {
  await ctx.realtime.publish(eventsTopic(change.agencyId), { type: EVENT_CHANGED, data: change }, tx);
}
