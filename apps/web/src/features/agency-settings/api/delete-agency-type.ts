import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { type AgencyTypeKind, agencyTypesKey, agencyTypesPath } from './find-agency-types.ts';

/** DELETE {agency}/unavailability-types/{id} or /request-types/{id}: records that use it keep it. */
export function deleteAgencyType(agencyId: string, kind: AgencyTypeKind, id: string): Promise<void> {
  return apiRequest(agencyPath(agencyId, `${agencyTypesPath[kind]}/${encodeURIComponent(id)}`), {
    method: 'DELETE',
  });
}

export function useDeleteAgencyType(agencyId: string, kind: AgencyTypeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAgencyType(agencyId, kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyTypesKey(agencyId, kind) }),
  });
}
