import { expandSiteReferences, type SiteReference, zSiteReferences } from '@securite/domain/sites/site-references';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { siteReferencesKey } from './sites-keys.ts';

/** GET {agency}/sites/references: the active sites the caller may see, by name, as the screens that name them read them. */
export async function findSiteReferences(agencyId: string, signal?: AbortSignal): Promise<SiteReference[]> {
  const answer = await apiRequest(agencyPath(agencyId, '/sites/references'), { schema: zSiteReferences, signal });
  return expandSiteReferences(answer);
}

/** How long the list is kept before it is asked again on a new screen (a site saved in the tab refreshes it). */
export const SITE_REFERENCES_STALE_MS = 10 * 60_000;

/**
 * The sites as the planning grids and the services' filters name them, asked once and shared by those screens
 * (a large agency has 4,000 sites). Under sitesKey, so a site saved in this tab refreshes it; the planning
 * refreshes it too when its live services name a site the list does not hold (see useKnownRows).
 */
export function useSiteReferences(agencyId: string | null) {
  return useQuery({
    queryKey: siteReferencesKey(agencyId ?? ''),
    queryFn: ({ signal }) => findSiteReferences(agencyId!, signal),
    enabled: agencyId !== null,
    staleTime: SITE_REFERENCES_STALE_MS,
  });
}
