import { type AgencyType, zAgencyType } from '@securite/domain/agency-settings/agency-types';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/** The two label lists an agency configures: unavailability types and agent request types. */
export type AgencyTypeKind = 'unavailability' | 'request';
export const agencyTypesPath = {
  unavailability: '/unavailability-types',
  request: '/request-types',
} as const satisfies Record<AgencyTypeKind, string>;
export const agencyTypesKey = (agencyId: string, kind: AgencyTypeKind) =>
  ['agency', agencyId, 'agency-types', kind] as const;

const zAgencyTypes = z.array(zAgencyType);

/** GET {agency}/unavailability-types or /request-types, by label. */
export function findAgencyTypes(agencyId: string, kind: AgencyTypeKind, signal?: AbortSignal): Promise<AgencyType[]> {
  return apiRequest(agencyPath(agencyId, agencyTypesPath[kind]), { schema: zAgencyTypes, signal });
}

export function useAgencyTypes(agencyId: string | null, kind: AgencyTypeKind) {
  return useQuery({
    queryKey: agencyTypesKey(agencyId ?? '', kind),
    queryFn: ({ signal }) => findAgencyTypes(agencyId!, kind, signal),
    enabled: agencyId !== null,
  });
}
