import { useEffect, useRef, useState } from 'react';
import { API_BASE, refreshAccessToken } from './client.ts';
import { useAccessToken } from './token-store.ts';

/** Seconds since 1970 at which a JWT expires, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

/** Reconnection delay: 2^n seconds, capped at 60 (the spec's sync retry rule). */
const backoffMs = (attempt: number) => Math.min(2 ** attempt, 60) * 1000;

/** What to do with each named event of a stream; the data comes parsed from its JSON. */
export type ServerEventHandlers = Readonly<Record<string, (data: unknown) => void>>;

/**
 * Listens to a Server-Sent Events stream under /api (`path`; null: none). EventSource cannot send headers, so the
 * token is a query parameter. The browser reconnects by itself after a network drop; when the server refuses
 * (the token expired), the token is refreshed and the stream reopens with it, else it retries with a backoff.
 * The handlers may change between renders without reopening the stream; the set of event names may not.
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
    const separator = path.includes('?') ? '&' : '?';
    const source = new EventSource(`${API_BASE}${path}${separator}access_token=${encodeURIComponent(token)}`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener('open', () => {
      failures.current = 0;
    });
    for (const type of types.split(' ').filter(Boolean)) {
      source.addEventListener(type, (event) => {
        let data: unknown;
        try {
          data = JSON.parse((event as MessageEvent<string>).data);
        } catch {
          return;
        }
        latest.current[type]?.(data);
      });
    }
    source.onerror = () => {
      // While the browser reconnects by itself the state is CONNECTING; CLOSED means the server refused.
      if (source.readyState !== EventSource.CLOSED) return;
      const expiry = tokenExpiry(token);
      const expired = expiry !== null && expiry * 1000 <= Date.now() + 5000;
      const reconnect = () => setGeneration((n) => n + 1);
      // A refreshed token changes `token`, which reopens the stream with it.
      timer = setTimeout(
        () => (expired ? refreshAccessToken().catch(reconnect) : reconnect()),
        expired ? 0 : backoffMs(failures.current++),
      );
    };
    return () => {
      source.close();
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
