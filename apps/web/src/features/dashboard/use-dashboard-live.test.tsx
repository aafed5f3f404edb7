import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { noOperationsLinks, OperationsTiles } from './operations-tiles.tsx';
import { DASHBOARD_LIVE_DELAY_MS } from './use-dashboard-live.ts';

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

const BASE = '/api/agency/agence-demo';
let inProgress = 1;
const now = () =>
  json({ at: '2026-12-07T09:00:00.000Z', totals: { inProgress, late: 0, unfilled: 0 }, sites: [], late: [] });

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useDashboardLive', () => {
  it('refetches the « now » tile once for a burst of field events heard on the agency stream', async () => {
    inProgress = 1;
    const fetchMock = mockApi({
      'POST /api/stream-ticket': () => json({ ticket: 'ticket-de-flux', expiresInSeconds: 60 }),
      [`GET ${BASE}/dashboard/now`]: now,
      [`GET ${BASE}/dashboard/watch`]: () =>
        json({ alarms: 0, rounds: { done: 0, incomplete: 0, missed: 0 }, agentRequests: 0, customerRequests: null }),
      [`GET ${BASE}/dashboard/unfilled`]: () =>
        json({ today: { count: 0, minutes: 0 }, nextDays: { count: 0, minutes: 0 }, days: [] }),
      [`GET ${BASE}/dashboard/hours`]: () =>
        json({
          weekStart: '2026-12-07',
          totals: { plannedMinutes: 0, workedMinutes: 0, overtimeMinutes: 0 },
          agents: [],
        }),
    });
    renderWithSession(<OperationsTiles agencyId="agence-demo" links={noOperationsLinks} />, fixtures.planning);
    const tile = await screen.findByRole('region', { name: 'Maintenant' });
    const figure = () => within(tile).getByText('En cours').previousSibling;
    await vi.waitFor(() => expect(figure()).toHaveTextContent('1'));
    await vi.waitFor(() =>
      expect(FakeEventSource.opened.map((s) => s.url)).toEqual([`${BASE}/stream?ticket=ticket-de-flux`]),
    );
    expect(callsTo(fetchMock, `GET ${BASE}/dashboard/now`)).toBe(1);

    inProgress = 2;
    const stream = FakeEventSource.opened[0];
    act(() => {
      stream.emit('supervision', { agentId: 'a', serviceId: 's' });
      stream.emit('supervision', { agentId: 'b', serviceId: 't' });
    });
    expect(callsTo(fetchMock, `GET ${BASE}/dashboard/now`)).toBe(1);
    // Gathered over DASHBOARD_LIVE_DELAY_MS, then one refetch for both.
    await vi.waitFor(() => expect(figure()).toHaveTextContent('2'), { timeout: DASHBOARD_LIVE_DELAY_MS + 4000 });
    expect(callsTo(fetchMock, `GET ${BASE}/dashboard/now`)).toBe(2);
  });
});
