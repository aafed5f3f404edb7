import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

// A token whose payload expires in 2100: a refusal is not an expiry.
const lasting = `x.${btoa(JSON.stringify({ exp: 4_102_444_800 }))}.y`;

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers();
});

describe('useServerEvents', () => {
  it('passes the named events parsed, and reopens after a refusal with a backoff; closes on unmount', () => {
    tokenStore.set({ token: lasting, refresh_token: 'r' });
    const seen: unknown[] = [];
    const { unmount } = renderHook(() => useServerEvents('/user/stream', { ping: (data) => seen.push(data) }));
    const first = FakeEventSource.opened[0];
    expect(first.url).toBe(`/api/user/stream?access_token=${encodeURIComponent(lasting)}`);
    first.dispatchEvent(new MessageEvent('ping', { data: '{"n":1}' }));
    first.dispatchEvent(new MessageEvent('ping', { data: 'pas du JSON' }));
    expect(seen).toEqual([{ n: 1 }]);

    first.readyState = FakeEventSource.CLOSED;
    act(() => first.onerror?.(new Event('error')));
    act(() => vi.advanceTimersByTime(999));
    expect(FakeEventSource.opened).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeEventSource.opened).toHaveLength(2);
    const second = FakeEventSource.opened[1];
    unmount();
    expect(second.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('opens nothing without a path or a token', () => {
    renderHook(() => useServerEvents(null, {}));
    tokenStore.clear();
    renderHook(() => useServerEvents('/user/stream', {}));
    expect(FakeEventSource.opened).toEqual([]);
  });
});
