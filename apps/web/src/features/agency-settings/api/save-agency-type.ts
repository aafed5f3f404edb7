import { type AgencyType, type AgencyTypeRequest, zAgencyType } from '@securite/domain/agency-settings/agency-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { type AgencyTypeKind, agencyTypesKey, agencyTypesPath } from './find-agency-types.ts';

/** POST {agency}/unavailability-types or /request-types: create (no id) or rename; a duplicate label is a 409. */
export function saveAgencyType(
  agencyId: string,
  kind: AgencyTypeKind,
  request: AgencyTypeRequest,
): Promise<AgencyType> {
  return apiRequest(agencyPath(agencyId, agencyTypesPath[kind]), {
    method: 'POST',
    body: request,
    schema: zAgencyType,
    notifyErrors: false,
  });
}

export function useSaveAgencyType(agencyId: string, kind: AgencyTypeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AgencyTypeRequest) => saveAgencyType(agencyId, kind, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyTypesKey(agencyId, kind) }),
  });
}
