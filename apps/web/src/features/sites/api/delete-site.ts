import type { SiteDeleteKind } from '@securite/domain/sites/site-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { siteKey, sitesKey } from './sites-keys.ts';

/** DELETE {agency}/site/{id}/{kind}: archive (kept, hidden) or remove for good. */
export function deleteSite(agencyId: string, siteId: string, kind: SiteDeleteKind): Promise<void> {
  return apiRequest(agencyPath(agencyId, `/site/${encodeURIComponent(siteId)}/${kind}`), { method: 'DELETE' });
}

export function useDeleteSite(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { siteId: string; kind: SiteDeleteKind }) => deleteSite(agencyId, input.siteId, input.kind),
    onSuccess: (_, input) => {
      queryClient.removeQueries({ queryKey: siteKey(agencyId, input.siteId) });
      return queryClient.invalidateQueries({ queryKey: sitesKey(agencyId) });
    },
  });
}
