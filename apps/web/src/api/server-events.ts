import { useEffect, useRef, useState } from 'react';
import { API_BASE, apiRequest } from './client.ts';
import { useAccessToken } from './token-store.ts';

/**
 * A one-minute ticket that opens an event stream (`POST /api/stream-ticket`): the stream's URL carries it, never the
 * access token (URLs end up in histories and logs). Asked with the bearer token, refreshed by the client if needed.
 */
export async function fetchStreamTicket(signal?: AbortSignal): Promise<string> {
  const answer = await apiRequest<{ ticket?: unknown }, 'POST'>('/stream-ticket', {
    method: 'POST',
    notifyErrors: false,
    signal,
  });
  if (typeof answer?.ticket !== 'string') throw new Error('ticket');
  return answer.ticket;
}

/** Reconnection delay: 2^n seconds, capped at 60 (the spec's sync retry rule). */
const backoffMs = (attempt: number) => Math.min(2 ** attempt, 60) * 1000;

/** What to do with each named event of a stream; the data comes parsed from its JSON. */
export type ServerEventHandlers = Readonly<Record<string, (data: unknown) => void>>;

/**
 * Listens to a Server-Sent Events stream under /api (`path`; null: none). EventSource cannot send headers, so the
 * stream is opened with a fresh stream ticket in its query. The browser reconnects by itself after a network drop;
 * when the server refuses (the ticket expired, the session ended), a new ticket is asked for and the stream
 * reopens with it, after a backoff. The handlers may change between renders without reopening the stream; the set
 * of event names may not.
 */
export function useServerEvents(path: string | null, handlers: ServerEventHandlers): void {
  const token = useAccessToken();
  const failures = useRef(0);
  const [generation, setGeneration] = useState(0);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const types = Object.keys(handlers).sort().join(' ');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation reopens the stream after a refusal.
  useEffect(() => {
    if (!token || !path || typeof EventSource === 'undefined') return;
    const aborted = new AbortController();
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const retry = () => {
      timer = setTimeout(() => setGeneration((n) => n + 1), backoffMs(failures.current++));
    };
    const open = (ticket: string) => {
      const separator = path.includes('?') ? '&' : '?';
      const stream = new EventSource(`${API_BASE}${path}${separator}ticket=${encodeURIComponent(ticket)}`);
      source = stream;
      stream.addEventListener('open', () => {
        failures.current = 0;
      });
      for (const type of types.split(' ').filter(Boolean)) {
        stream.addEventListener(type, (event) => {
          let data: unknown;
          try {
            data = JSON.parse((event as MessageEvent<string>).data);
          } catch {
            return;
          }
          latest.current[type]?.(data);
        });
      }
      stream.onerror = () => {
        // While the browser reconnects by itself the state is CONNECTING; CLOSED means the server refused.
        if (stream.readyState === EventSource.CLOSED) retry();
      };
    };
    fetchStreamTicket(aborted.signal).then(
      (ticket) => {
        if (!aborted.signal.aborted) open(ticket);
      },
      () => {
        if (!aborted.signal.aborted) retry();
      },
    );
    return () => {
      aborted.abort();
      source?.close();
      if (timer) clearTimeout(timer);
    };
  }, [path, token, types, generation]);
}

type Listener = (data: unknown) => void;
const userListeners = new Map<string, Set<Listener>>();

/**
 * The user's own stream is opened once per tab (by the shell, for the notices); the events it passes on reach the
 * screens that listen here, without a second connection.
 */
export const userStreamEvents = {
  emit(type: string, data: unknown): void {
    for (const listener of [...(userListeners.get(type) ?? [])]) listener(data);
  },
  /** Returns the function that stops listening. */
  on(type: string, listener: Listener): () => void {
    let set = userListeners.get(type);
    if (!set) {
      set = new Set();
      userListeners.set(type, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  },
};
