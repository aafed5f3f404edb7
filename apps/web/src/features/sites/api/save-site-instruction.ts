import {
  type SiteInstruction,
  type SiteInstructionRequest,
  zSiteInstruction,
} from '@securite/domain/sites/site-instruction-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { siteInstructionsKey } from './sites-keys.ts';

/** POST {agency}/site/{id}/instruction: gives an instruction (consigne), or edits one with its id. */
export function saveSiteInstruction(
  agencyId: string,
  siteId: string,
  request: SiteInstructionRequest,
): Promise<SiteInstruction> {
  return apiRequest(agencyPath(agencyId, `/site/${encodeURIComponent(siteId)}/instruction`), {
    method: 'POST',
    body: request,
    schema: zSiteInstruction,
    notifyErrors: false,
  });
}

export function useSaveSiteInstruction(agencyId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SiteInstructionRequest) => saveSiteInstruction(agencyId, siteId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteInstructionsKey(agencyId, siteId) }),
  });
}
