import { type SiteItems, type SiteItemsRequest, zSiteItems } from '@securite/domain/sites/site-item-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { siteItemsKey } from './sites-keys.ts';

/** POST {agency}/site/{id}/items: the whole list in order; items left out are removed. */
export function saveSiteItems(agencyId: string, siteId: string, request: SiteItemsRequest): Promise<SiteItems> {
  return apiRequest(agencyPath(agencyId, `/site/${encodeURIComponent(siteId)}/items`), {
    method: 'POST',
    body: request,
    schema: zSiteItems,
    notifyErrors: false,
  });
}

export function useSaveSiteItems(agencyId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SiteItemsRequest) => saveSiteItems(agencyId, siteId, request),
    onSuccess: (saved) => queryClient.setQueryData(siteItemsKey(agencyId, siteId), saved),
  });
}
