import {
  SITES_PAGE_LIMIT,
  type SiteFetchRequest,
  type SiteListItem,
  type zSiteFetchRequest,
  zSitePage,
} from '@securite/domain/sites/site-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { fetchAllPages } from '../../../api/fetch-all-pages.ts';
import { sitesKey } from './sites-keys.ts';

type SitePage = z.infer<typeof zSitePage>;
export type SiteFilters = NonNullable<z.input<typeof zSiteFetchRequest>>['filters'];

/** POST {agency}/fetch/sites: one page of the sites the caller may see (the server narrows customers and agents). */
export function findSites(
  agencyId: string,
  request: z.input<typeof zSiteFetchRequest>,
  signal?: AbortSignal,
): Promise<SitePage> {
  return apiRequest(agencyPath(agencyId, '/fetch/sites'), { method: 'POST', body: request, schema: zSitePage, signal });
}

const byName: SiteFetchRequest['orderBy'] = { field: 'name', direction: 'asc' };

/**
 * Every site matching the filters (spec 000 section 9: pages of 4000 fetched in parallel): page 1 gives the
 * total, then the remaining pages are asked for all at once.
 */
export async function findAllSites(
  agencyId: string,
  filters: SiteFilters = {},
  signal?: AbortSignal,
): Promise<SiteListItem[]> {
  const all = await fetchAllPages(
    (page, limit) => findSites(agencyId, { filters, page, limit, orderBy: byName }, signal),
    SITES_PAGE_LIMIT,
  );
  return all.data;
}

/** The full list of sites for the filters; the previous list stays shown while the next one loads. */
export function useAllSites(agencyId: string | null, filters: SiteFilters = {}) {
  return useQuery({
    queryKey: [...sitesKey(agencyId ?? ''), 'all', filters],
    queryFn: ({ signal }) => findAllSites(agencyId!, filters, signal),
    enabled: agencyId !== null,
    placeholderData: keepPreviousData,
  });
}
