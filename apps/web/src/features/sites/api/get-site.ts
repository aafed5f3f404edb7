import { type Site, zSite } from '@securite/domain/sites/site-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { siteKey } from './sites-keys.ts';

/** GET {agency}/site/{id}: one site as the caller may see it (keys, alarms… by the site's rights). */
export function getSite(agencyId: string, siteId: string, signal?: AbortSignal): Promise<Site> {
  return apiRequest(agencyPath(agencyId, `/site/${encodeURIComponent(siteId)}`), { schema: zSite, signal });
}

export function useSite(agencyId: string | null, siteId: string | null) {
  return useQuery({
    queryKey: siteKey(agencyId ?? '', siteId ?? ''),
    queryFn: ({ signal }) => getSite(agencyId!, siteId!, signal),
    enabled: agencyId !== null && siteId !== null,
  });
}
