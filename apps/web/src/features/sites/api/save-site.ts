import { type Site, type SiteSaveRequest, zSite } from '@securite/domain/sites/site-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { siteKey, sitesKey } from './sites-keys.ts';

/** POST {agency}/site: creates (no id, right sites.create) or edits (sites.edit) a site. */
export function saveSite(agencyId: string, site: SiteSaveRequest): Promise<Site> {
  // The form shows the refusal beside its fields (400) or above them (403, 404, 409).
  return apiRequest(agencyPath(agencyId, '/site'), { method: 'POST', body: site, schema: zSite, notifyErrors: false });
}

export function useSaveSite(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (site: SiteSaveRequest) => saveSite(agencyId, site),
    onSuccess: (saved) => {
      queryClient.setQueryData(siteKey(agencyId, saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: sitesKey(agencyId) });
    },
  });
}
