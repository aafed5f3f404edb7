import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { API_BASE, refreshAccessToken } from '../api/client.ts';
import { queryKeys } from '../api/query-keys.ts';
import { useAccessToken } from '../api/token-store.ts';
import { notify } from '../ui/notices/notice-store.ts';

const zLiveNotification = z.object({ id: z.string(), title: z.string(), body: z.string().nullable().optional() });

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

/**
 * Live notices: the SSE stream /api/user/stream (EventSource cannot send headers, so the token is a query
 * parameter). Each 'notification' event becomes an info notice and refreshes the notification lists. When the
 * server closes the stream because the token expired, the token is refreshed and the stream reopens with it.
 */
export function useLiveNotifications(): void {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  const failures = useRef(0);
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation reopens the stream after a refusal.
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${API_BASE}/user/stream?access_token=${encodeURIComponent(token)}`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener('open', () => {
      failures.current = 0;
    });
    source.addEventListener('notification', (event) => {
      let parsed: z.infer<typeof zLiveNotification> | null = null;
      try {
        parsed = zLiveNotification.parse(JSON.parse((event as MessageEvent<string>).data));
      } catch {
        return;
      }
      notify.info(parsed.title, { caption: parsed.body ?? undefined });
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
      void queryClient.invalidateQueries({ queryKey: ['agency'] });
    });
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
  }, [token, queryClient, generation]);
}
