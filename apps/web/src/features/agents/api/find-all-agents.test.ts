import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../../api/token-store.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { agentListItem } from '../../../test/workforce-fixtures.ts';
import { findAllAgents } from './find-all-agents.ts';

type Body = { page: number; limit: number; filters: unknown; orderBy: unknown };

const agent = (n: number) =>
  agentListItem(`a${n}`, 'Agent', String(n).padStart(4, '0'), {
    fullname: `Agent ${n}`,
    status: 'inactive',
    active: false,
    hasAccount: false,
    createdAt: '2026-01-10T09:00:00.000Z',
  });

describe('findAllAgents', () => {
  it('reads the total on page 1, then fetches the 2 other pages of 500 in parallel', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const total = 1200;
    const bodies: Body[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    let release: () => void = () => {};
    const bothStarted = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({
      'POST /api/agency/agence-demo/fetch/agents': async ({ body }) => {
        const request = body as Body;
        bodies.push(request);
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        // Pages 2 and 3 answer only once both were asked: sequential calls would never finish.
        if (request.page > 1) {
          if (bodies.filter((b) => b.page > 1).length === 2) release();
          await bothStarted;
        }
        inFlight -= 1;
        const start = (request.page - 1) * request.limit;
        const rows = Array.from({ length: Math.max(0, Math.min(request.limit, total - start)) }, (_, i) =>
          agent(start + i),
        );
        return json({ data: rows, total, specialties: ['SSIAP 1'], filtered: false });
      },
    });
    const all = await findAllAgents('agence-demo', { plannable: true });
    expect(bodies.map((b) => b.page)).toEqual([1, 2, 3]);
    expect(bodies.every((b) => b.limit === 500)).toBe(true);
    expect(bodies[0]).toMatchObject({
      filters: { status: 'all', plannable: true },
      orderBy: { field: 'lastname', direction: 'asc' },
    });
    expect(maxInFlight).toBe(2);
    expect(all.total).toBe(1200);
    expect(all.data).toHaveLength(1200);
    expect(all.data[0].id).toBe('a0');
    expect(all.data[1199].id).toBe('a1199');
    expect(all.specialties).toEqual(['SSIAP 1']);
  });

  it('makes a single call when everything fits in one page', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const fetchMock = mockApi({
      'POST /api/agency/agence-demo/fetch/agents': () =>
        json({ data: [agent(1)], total: 1, specialties: [], filtered: false }),
    });
    const all = await findAllAgents('agence-demo');
    expect(all.data).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
