import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../../api/token-store.ts';
import { plannedService } from '../../../shared/planning/testing/planning-fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { CHECK_CHUNK } from './period-conflicts.ts';
import { usePeriodConflicts } from './use-period-conflicts.ts';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return createElement(QueryClientProvider, { client }, children);
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('usePeriodConflicts', () => {
  it('waits for the planner beyond 500 planned services, then checks them by chunks of 500', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const services = Array.from({ length: CHECK_CHUNK + 1 }, (_, i) => plannedService({ id: uuid(i) }));
    const sizes: Record<string, number[]> = { available: [], rest: [], 'working-time': [] };
    const handler =
      (kind: string) =>
      ({ body }: { body: unknown }) => {
        const drafts = (body as { services: { id: string }[] }).services;
        sizes[kind].push(drafts.length);
        const issues =
          kind === 'rest' && drafts.some((d) => d.id === uuid(CHECK_CHUNK))
            ? [
                {
                  key: uuid(CHECK_CHUNK),
                  type: 'dailyRest',
                  message: 'Repos de 9 h',
                  blocking: false,
                  agentName: null,
                  siteName: null,
                  startAt: services[0].startAt,
                  endAt: services[0].endAt,
                },
              ]
            : [];
        return json({ issues });
      };
    mockApi({
      'POST /api/agency/agence-demo/fetch/planning-error/available': handler('available'),
      'POST /api/agency/agence-demo/fetch/planning-error/rest': handler('rest'),
      'POST /api/agency/agence-demo/fetch/planning-error/working-time': handler('working-time'),
    });
    const { result } = renderHook(() => usePeriodConflicts('agence-demo', 'decembre', services), { wrapper });
    expect(result.current.waiting).toBe(true);
    expect(result.current.checked).toBe(CHECK_CHUNK + 1);
    expect(sizes.available).toEqual([]);

    act(() => result.current.check());
    await waitFor(() => expect(result.current.conflicts).toHaveLength(1));
    expect(result.current.waiting).toBe(false);
    expect(sizes).toEqual({ available: [500, 1], rest: [500, 1], 'working-time': [500, 1] });
    expect([...result.current.ids]).toEqual([uuid(CHECK_CHUNK)]);
  });
});
