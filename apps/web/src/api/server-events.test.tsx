import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../test/mock-api.ts';
import { useServerEvents } from './server-events.ts';
import { tokenStore } from './token-store.ts';

class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

let tickets = 0;
let asked: Array<string | null> = [];
beforeEach(() => {
  FakeEventSource.opened = [];
  tickets = 0;
  asked = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  mockApi({
    'POST /api/stream-ticket': ({ headers }) => {
      asked.push(headers.get('authorization'));
      return json({ ticket: `ticket-${++tickets}`, expiresInSeconds: 60 });
    },
  });
  vi.useFakeTimers();
});

/** Lets the ticket's answer arrive. */
const settle = () => act(async () => {});

describe('useServerEvents', () => {
  it('opens the stream with a ticket (never the access token), passes the named events parsed, reopens after a refusal with a new ticket and a backoff; closes on unmount', async () => {
    tokenStore.set({ token: 'jeton-acces', refresh_token: 'r' });
    const seen: unknown[] = [];
    const { unmount } = renderHook(() => useServerEvents('/user/stream', { ping: (data) => seen.push(data) }));
    await settle();
    const first = FakeEventSource.opened[0];
    expect(first.url).toBe('/api/user/stream?ticket=ticket-1');
    expect(first.url).not.toContain('jeton-acces');
    expect(asked).toEqual(['Bearer jeton-acces']);
    first.dispatchEvent(new MessageEvent('ping', { data: '{"n":1}' }));
    first.dispatchEvent(new MessageEvent('ping', { data: 'pas du JSON' }));
    expect(seen).toEqual([{ n: 1 }]);

    first.readyState = FakeEventSource.CLOSED;
    act(() => first.onerror?.(new Event('error')));
    act(() => vi.advanceTimersByTime(999));
    await settle();
    expect(FakeEventSource.opened).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    await settle();
    expect(FakeEventSource.opened).toHaveLength(2);
    const second = FakeEventSource.opened[1];
    expect(second.url).toBe('/api/user/stream?ticket=ticket-2');
    unmount();
    expect(second.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('opens nothing without a path or a token', async () => {
    renderHook(() => useServerEvents(null, {}));
    tokenStore.clear();
    renderHook(() => useServerEvents('/user/stream', {}));
    await settle();
    expect(FakeEventSource.opened).toEqual([]);
    expect(tickets).toBe(0);
  });
});
