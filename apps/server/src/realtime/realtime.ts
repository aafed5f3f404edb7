import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Tx } from '../db/client.ts';

export interface RealtimeEvent {
  type: string;
  data: unknown;
}

export type Topic = `agency:${string}` | `user:${string}`;
type Subscriber = (event: RealtimeEvent) => void;

export interface Realtime {
  /**
   * Publishes to every server process (through NOTIFY); each one forwards to its local subscribers.
   * Given a transaction, the event leaves only if and when it commits (PostgreSQL holds NOTIFY until then).
   */
  publish(topic: Topic, event: RealtimeEvent, tx?: Tx): Promise<void>;
  /** Subscribes this process to a topic; returns the unsubscribe function. */
  subscribe(topic: Topic, subscriber: Subscriber): () => void;
  /** Resolves once this process listens, so a stream can tell its client that nothing will be missed. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'realtime';

export function createRealtime(database: Database, log: Logger): Realtime {
  const subscribers = new Map<string, Set<Subscriber>>();
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  let closed = false;

  function dispatch(raw: string) {
    try {
      const { topic, event } = JSON.parse(raw) as { topic: string; event: RealtimeEvent };
      for (const subscriber of subscribers.get(topic) ?? []) {
        try {
          subscriber(event);
        } catch (error) {
          log.warn({ err: error, topic }, 'realtime subscriber failed');
        }
      }
    } catch (error) {
      log.warn({ err: error }, 'invalid realtime payload');
    }
  }

  // Listening starts with the first subscriber; a failure is logged and retried on the next one.
  function listen() {
    listening ??= database.listen(CHANNEL, dispatch).catch((error) => {
      log.error({ err: error }, 'realtime listen failed');
      listening = null;
      return null;
    });
    return listening;
  }

  return {
    async publish(topic, event, tx) {
      const payload = JSON.stringify({ topic, event });
      if (tx) await tx.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
      else await database.notify(CHANNEL, payload);
    },
    subscribe(topic, subscriber) {
      if (!closed) void listen();
      let set = subscribers.get(topic);
      if (!set) {
        set = new Set();
        subscribers.set(topic, set);
      }
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && subscribers.get(topic) === set) subscribers.delete(topic);
      };
    },
    async ready() {
      if (!closed) await listen();
    },
    async close() {
      closed = true;
      subscribers.clear();
      const unlisten = await listening;
      await unlisten?.().catch(() => {});
    },
  };
}
