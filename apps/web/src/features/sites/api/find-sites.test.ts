import { SITES_PAGE_LIMIT } from '@securite/domain/sites/site-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../../api/token-store.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { siteListItem } from '../../../test/site-fixtures.ts';
import { useAllSites } from './find-sites.ts';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return createElement(QueryClientProvider, { client }, children);
}

describe('useAllSites', () => {
  it('reads the total on page 1, then asks for the other pages at once (9000 sites: 3 calls)', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const bodies: { page: number; limit: number; filters: unknown }[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    let releaseRest: () => void = () => {};
    const rest = new Promise<void>((resolve) => {
      releaseRest = resolve;
    });
    mockApi({
      'POST /api/agency/agence-demo/fetch/sites': async ({ body }) => {
        const request = body as { page: number; limit: number; filters: unknown };
        bodies.push(request);
        inFlight++;
        mostInFlight = Math.max(mostInFlight, inFlight);
        // Pages 2 and 3 answer only once both have been asked for: they must run in parallel.
        if (request.page > 1) {
          if (bodies.length === 3) releaseRest();
          await rest;
        }
        inFlight--;
        return json({ data: [siteListItem(`Site ${request.page}`)], total: 9000 });
      },
    });
    const { result } = renderHook(() => useAllSites('agence-demo', { archived: false }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(bodies.map((b) => b.page)).toEqual([1, 2, 3]);
    expect(bodies.every((b) => b.limit === SITES_PAGE_LIMIT)).toBe(true);
    expect(bodies[0].filters).toEqual({ archived: false });
    expect(mostInFlight).toBe(2);
    expect(result.current.data?.map((s) => s.name)).toEqual(['Site 1', 'Site 2', 'Site 3']);
  });

  it('makes one call when everything fits in the first page', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const fetchMock = mockApi({
      'POST /api/agency/agence-demo/fetch/sites': () => json({ data: [siteListItem('Seul')], total: 1 }),
    });
    const { result } = renderHook(() => useAllSites('agence-demo'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(SITES_PAGE_LIMIT).toBe(4000);
  });
});
