import { fieldActions, retryDelaySeconds } from '@securite/domain/field/service-lifecycle';
import { ptiFieldActions } from '@securite/domain/pti/pti-alarms';
import { ApiError } from '../../../api/api-error.ts';
import type { FieldDatabase, QueuedMessage } from './field-db.ts';
import { unsent } from './field-queue.ts';
import { texts } from './texts.ts';

/** Spec 000 section 4, Event queue and sync. */
export type SyncState = 'idle' | 'sending' | 'failed' | 'retrying';

export interface SyncOptions {
  db: FieldDatabase;
  /** Sends one message; resolves with the server's answer, rejects with an ApiError (status 0 when offline). */
  send: (message: QueuedMessage) => Promise<unknown>;
  /** Asked after a refusal (4xx) or an error that is not HTTP: skip this instruction and go on? */
  askSkip: (message: QueuedMessage, error: unknown) => Promise<boolean>;
  onState?: (state: SyncState) => void;
  /**
   * Applies the server's answer to the phone's copy (the service's status). Run in the same IndexedDB transaction
   * as the message's « consumed » mark, so that no screen ever reads the message gone and the answer not yet there
   * (a stop shown « À visiter » again for an instant, its button turned back into « Arrivée sur le site »). Only
   * IndexedDB work may be awaited in it.
   */
  onSent?: (message: QueuedMessage, answer: unknown) => Promise<void> | void;
  /** After the answer is stored: the screens may re-read. */
  afterSent?: (message: QueuedMessage, answer: unknown) => void;
  /** Waits between retries (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
  log?: Pick<Console, 'error'>;
}

/** A failure worth trying again as it is: no answer (offline), a server error, or too many requests. */
function retriable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500 || error.status === 429);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Drains the queue strictly in order: each message is marked consumed on the server's answer. Without network or
 * on a server error it waits 2^n s (at most 60) and tries the same message again; on a refusal or a non-HTTP
 * error it asks whether to skip it (kept as skipped) or to stop there (failed) until the next drain.
 */
export function createFieldSync(options: SyncOptions) {
  const { db, send, askSkip, onState, onSent, afterSent, sleep = wait, log = console } = options;
  let state: SyncState = 'idle';
  let running: Promise<void> | null = null;
  let stopped = false;
  /** Ends the current wait between retries at once (the network is back). */
  let wake: (() => void) | null = null;
  const pause = (ms: number) =>
    Promise.race([sleep(ms), new Promise<void>((resolve) => (wake = resolve))]).finally(() => {
      wake = null;
    });
  const setState = (next: SyncState) => {
    state = next;
    onState?.(next);
  };

  async function drainOnce(): Promise<void> {
    let attempt = 0;
    for (;;) {
      if (stopped) return setState('idle');
      const [next] = await unsent(db);
      if (!next) return setState('idle');
      if (!([...fieldActions, ...ptiFieldActions] as readonly string[]).includes(next.body.type)) {
        log.error(texts.messageDeTerrainType(next.body.type));
        await db.messages.update(next.seq as number, { skipped: 1, lastError: texts.typeDeMessageInconnu });
        continue;
      }
      setState(attempt === 0 ? 'sending' : 'retrying');
      try {
        const answer = await send(next);
        await db.transaction('rw', db.messages, db.services, async () => {
          await db.messages.update(next.seq as number, { consumed: 1, lastError: null });
          await onSent?.(next, answer);
        });
        afterSent?.(next, answer);
        attempt = 0;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db.messages.update(next.seq as number, { lastError: message });
        if (retriable(error)) {
          setState('retrying');
          await pause(retryDelaySeconds(attempt++) * 1000);
          continue;
        }
        setState('failed');
        // Signed out (the refresh token is gone): nothing to skip, the queue waits for the agent to log in again.
        if (error instanceof ApiError && error.status === 401) return;
        if (await askSkip(next, error)) {
          await db.messages.update(next.seq as number, { skipped: 1 });
          attempt = 0;
          continue;
        }
        return;
      }
    }
  }

  return {
    get state() {
      return state;
    },
    /** Sends what waits; a drain already under way is joined, not doubled. */
    drain(): Promise<void> {
      stopped = false;
      running ??= drainOnce().finally(() => {
        running = null;
      });
      return running;
    },
    /** The network is back: try now instead of at the end of the current wait. */
    nudge(): Promise<void> {
      wake?.();
      return this.drain();
    },
    stop() {
      stopped = true;
      wake?.();
    },
  };
}
