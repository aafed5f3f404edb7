import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';

export interface RealtimeEvent {
  type: string;
  data: unknown;
}

export type Topic = `agency:${string}` | `user:${string}`;
type Subscriber = (event: RealtimeEvent) => void;

export interface Realtime {
  /** Publishes to every server process (through NOTIFY); each one forwards to its local subscribers. */
  publish(topic: Topic, event: RealtimeEvent): Promise<void>;
  /** Subscribes this process to a topic; returns the unsubscribe function. */
  subscribe(topic: Topic, subscriber: Subscriber): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'realtime';

export function createRealtime(database: Database, log: Logger): Realtime {
  const subscribers = new Map<string, Set<Subscriber>>();
  let unlisten: Promise<() => Promise<void>> | null = null;

  function dispatch(raw: string) {
    try {
      const { topic, event } = JSON.parse(raw) as { topic: string; event: RealtimeEvent };
      for (const subscriber of subscribers.get(topic) ?? []) subscriber(event);
    } catch (error) {
      log.warn({ err: error }, 'invalid realtime payload');
    }
  }

  return {
    async publish(topic, event) {
      await database.notify(CHANNEL, JSON.stringify({ topic, event }));
    },
    subscribe(topic, subscriber) {
      unlisten ??= database.listen(CHANNEL, dispatch);
      let set = subscribers.get(topic);
      if (!set) {
        set = new Set();
        subscribers.set(topic, set);
      }
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0) subscribers.delete(topic);
      };
    },
    async close() {
      subscribers.clear();
      if (unlisten) await (await unlisten)().catch(() => {});
    },
  };
}
