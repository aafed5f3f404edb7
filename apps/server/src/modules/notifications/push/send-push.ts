import https from 'node:https';
import { type PushMessage, readWebPushSubscription, zPushMessage } from '@securite/domain/notifications/push-schemas';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { devices } from '../../../db/schema/auth.ts';
import { vapidKeys } from './vapid-keys.ts';

/** The job that sends one push to the devices of some users (after the change that asked for it commits). */
export const PUSH_QUEUE = 'notifications.push';

/** How long a push service keeps a notice for a device that is off: an alert older than an hour is stale. */
const PUSH_TTL_SECONDS = 3600;
const PUSH_TIMEOUT_MS = 10_000;

const zPushJob = z.object({ userIds: z.array(z.string()).max(500), message: zPushMessage });

export interface PushInput {
  userIds: readonly string[];
  message: PushMessage;
  /** One push per key (an alert's first push, its reminder): a second request with it is a no-op. */
  uniqueKey?: string;
}

/**
 * Asks for a Web Push to every registered browser of these users. Inside a transaction the push exists only if it
 * commits; the job sends it (from whichever process claims it, once).
 */
export async function pushToUsers(ctx: AppContext, input: PushInput, tx?: Tx): Promise<void> {
  const userIds = [...new Set(input.userIds)];
  if (!ctx.config.push.enabled || userIds.length === 0) return;
  await ctx.jobs.enqueue(
    PUSH_QUEUE,
    { userIds, message: input.message },
    { tx, maxAttempts: 3, ...(input.uniqueKey ? { uniqueKey: `${PUSH_QUEUE}:${input.uniqueKey}` } : {}) },
  );
}

export interface PushOutcome {
  sent: number;
  failed: number;
  /** Subscriptions the push service said are gone (404, 410): their devices are removed. */
  removed: number;
}

let agentOf: { ca: string; agent: https.Agent } | null = null;
function httpsAgent(ca: string | null): https.Agent | undefined {
  if (!ca) return undefined;
  if (agentOf?.ca !== ca) agentOf = { ca, agent: new https.Agent({ ca, keepAlive: false }) };
  return agentOf.agent;
}

/**
 * The push job: encrypts the message for each Web Push subscription of the users (RFC 8291, through the `web-push`
 * library), signs the request with the VAPID key (RFC 8292) and posts it to the subscription's push service.
 * A device whose token is not a Web Push subscription is skipped; one the service says is gone is removed; a
 * failure for one device does not stop the others and is not retried (the others would get it twice).
 */
export async function deliverPush(ctx: AppContext, payload: Record<string, unknown>): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, failed: 0, removed: 0 };
  const job = zPushJob.safeParse(payload);
  const keys = await vapidKeys(ctx);
  if (!job.success || !keys || job.data.userIds.length === 0) return outcome;
  const rows = await ctx.db
    .select({ id: devices.id, token: devices.token })
    .from(devices)
    .where(inArray(devices.userId, job.data.userIds));
  // web-push is loaded when a push is first sent, not when the server starts.
  const { default: webpush, WebPushError } = await import('web-push');
  const body = JSON.stringify(job.data.message);
  const agent = httpsAgent(ctx.config.push.ca);
  const gone: string[] = [];
  for (const row of rows) {
    const subscription = readWebPushSubscription(row.token);
    if (!subscription || !allowedHost(subscription.endpoint, ctx.config.push.hosts)) continue;
    try {
      await webpush.sendNotification(subscription, body, {
        vapidDetails: { subject: ctx.config.push.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        topic: topicOf(job.data.message.tag),
        timeout: PUSH_TIMEOUT_MS,
        ...(agent ? { agent } : {}),
      });
      outcome.sent++;
    } catch (error) {
      outcome.failed++;
      const status = error instanceof WebPushError ? error.statusCode : null;
      if (status === 404 || status === 410) gone.push(row.id);
      else ctx.log.warn({ device: row.id, status, err: (error as Error).message }, 'push not delivered');
    }
  }
  if (gone.length > 0) {
    await ctx.db.delete(devices).where(inArray(devices.id, gone));
    outcome.removed = gone.length;
  }
  return outcome;
}

/** Whether the endpoint is at one of the push services (the host itself, or under it). */
export function allowedHost(endpoint: string, hosts: readonly string[]): boolean {
  const host = new URL(endpoint).hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** The Topic header (RFC 8030: at most 32 URL-safe characters) that lets a push replace an older one of its tag. */
function topicOf(tag: string): string | undefined {
  const topic = tag.replace(/[^A-Za-z0-9_-]/g, '').slice(-32);
  return topic || undefined;
}
