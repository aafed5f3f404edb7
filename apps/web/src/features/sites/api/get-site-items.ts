import { type SiteItems, zSiteItems } from '@securite/domain/sites/site-item-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { siteItemsKey } from './sites-keys.ts';

/** GET {agency}/site/{id}/items: the site's equipment ordered by position. */
export function getSiteItems(agencyId: string, siteId: string, signal?: AbortSignal): Promise<SiteItems> {
  return apiRequest(agencyPath(agencyId, `/site/${encodeURIComponent(siteId)}/items`), { schema: zSiteItems, signal });
}

export function useSiteItems(agencyId: string | null, siteId: string | null, enabled = true) {
  return useQuery({
    queryKey: siteItemsKey(agencyId ?? '', siteId ?? ''),
    queryFn: ({ signal }) => getSiteItems(agencyId!, siteId!, signal),
    enabled: enabled && agencyId !== null && siteId !== null,
  });
}
