import type { CurrentUser } from '@securite/domain/session/schemas';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TAB_ID } from '../../../api/client.ts';
import { userStreamEvents } from '../../../api/server-events.ts';
import { buildSession, SessionContext } from '../../../api/session.ts';
import { tokenStore } from '../../../api/token-store.ts';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import {
  circuitsKey,
  hoursKey,
  plannedServicesKey,
  planningConfigKey,
  planningKey,
  serviceKey,
} from '../api/planning-keys.ts';
import { LIVE_REFRESH_DELAY_MS, usePlanningLiveRefresh } from './use-planning-live-refresh.ts';

/** An EventSource that the test drives: it records what was opened and emits named events on demand. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const agencyId = 'agence-demo';
const week = { from: '2027-02-01T00:00:00+01:00', to: '2027-02-08T00:00:00+01:00' };
const thisWeek = plannedServicesKey(agencyId, { ...week, includeCircuits: true });
const nextWeek = plannedServicesKey(agencyId, {
  from: '2027-02-08T00:00:00+01:00',
  to: '2027-02-15T00:00:00+01:00',
  includeCircuits: true,
});
const change = {
  agencyId,
  from: '2027-02-03T07:00:00.000Z',
  to: '2027-02-03T15:00:00.000Z',
  siteIds: ['site-1'],
  agentIds: ['agent-1'],
  origin: 'un-autre-onglet',
};

let queryClient: QueryClient;

/** Mounts the hook and lets its stream ticket arrive (the stream opens with it). */
async function mount(user: CurrentUser, keys: QueryKey[]) {
  queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, { services: [] });
  const session = buildSession(user, agencyId);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionContext value={session}>{children}</SessionContext>
    </QueryClientProvider>
  );
  const rendered = renderHook(() => usePlanningLiveRefresh(), { wrapper });
  await act(async () => {});
  return rendered;
}

const invalidated = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated ?? false;
const stream = () => FakeEventSource.opened.at(-1) as FakeEventSource;

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  tokenStore.set({ token: 'jeton-acces', refresh_token: 'jeton-refresh' });
  mockApi({ 'POST /api/stream-ticket': () => json({ ticket: 'ticket-de-flux', expiresInSeconds: 60 }) });
  vi.useFakeTimers();
});

describe('usePlanningLiveRefresh', () => {
  it('opens the agency stream for planning staff and refreshes what the change overlaps, 500 ms later', async () => {
    const config = planningConfigKey(agencyId);
    const hours = [...hoursKey(agencyId), 'agents', { from: '2027-02-01', to: '2027-02-28', page: 1 }];
    const circuits = [...circuitsKey(agencyId), 'list', { filters: { dateRange: null }, page: 1 }];
    const otherAgency = plannedServicesKey('agence-temoin', { ...week });
    await mount(fixtures.planning, [thisWeek, nextWeek, config, hours, circuits, otherAgency]);
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/agency/agence-demo/stream?ticket=ticket-de-flux']);
    act(() => stream().emit('planning.changed', change));
    act(() => vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS - 1));
    expect(invalidated(thisWeek)).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(invalidated(thisWeek)).toBe(true);
    expect(invalidated(hours)).toBe(true);
    expect(invalidated(circuits)).toBe(true);
    expect(invalidated(nextWeek)).toBe(false);
    expect(invalidated(config)).toBe(false);
    expect(invalidated(otherAgency)).toBe(false);
  });

  it('gathers a burst of changes into one refresh, and leaves the service open in a dialog alone', async () => {
    const opened = serviceKey(agencyId, 'service-1');
    await mount(fixtures.owner, [thisWeek, nextWeek, opened]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => {
      stream().emit('planning.changed', change);
      vi.advanceTimersByTime(300);
      stream().emit('planning.changed', { ...change, from: '2027-02-09T07:00:00.000Z', to: '2027-02-09T09:00:00Z' });
      vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS);
    });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidated(thisWeek)).toBe(true);
    expect(invalidated(nextWeek)).toBe(true);
    expect(invalidated(opened)).toBe(false);
  });

  it('skips the tab’s own saves, malformed events and a grid narrowed to other sites', async () => {
    const narrowed = plannedServicesKey(agencyId, { ...week, siteIds: ['site-2'] });
    await mount(fixtures.planning, [thisWeek, narrowed]);
    act(() => {
      stream().emit('planning.changed', { ...change, origin: TAB_ID });
      stream().emit('planning.changed', { ...change, from: 'hier' });
      stream().emit('planning.changed', { ...change, origin: null });
      vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS);
    });
    expect(invalidated(thisWeek)).toBe(true);
    expect(invalidated(narrowed)).toBe(false);
    queryClient.setQueryData(thisWeek, { services: [] });
    act(() => {
      stream().emit('planning.changed', { ...change, origin: TAB_ID });
      vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS);
    });
    expect(invalidated(thisWeek)).toBe(false);
  });

  it('refreshes an agent’s planning from their own stream, without opening the agency’s', async () => {
    const mine = [...planningKey(agencyId), 'agent', 'membre-agent', week];
    await mount(fixtures.agent, [mine]);
    expect(FakeEventSource.opened).toEqual([]);
    act(() => {
      userStreamEvents.emit('planning.changed', { ...change, siteIds: null, agentIds: null, origin: null });
      vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS);
    });
    expect(invalidated(mine)).toBe(true);
  });

  it('stops listening when the page goes, marking what it heard', async () => {
    const { unmount } = await mount(fixtures.customer, [thisWeek]);
    act(() => userStreamEvents.emit('planning.changed', { ...change, siteIds: null, agentIds: null, origin: null }));
    unmount();
    expect(invalidated(thisWeek)).toBe(true);
    queryClient.setQueryData(thisWeek, { services: [] });
    userStreamEvents.emit('planning.changed', change);
    vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS);
    expect(invalidated(thisWeek)).toBe(false);
  });
});
