import { type zUnavailabilityFetchRequest, zUnavailabilityPage } from '@securite/domain/unavailabilities/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';

export type UnavailabilityFetchInput = NonNullable<z.input<typeof zUnavailabilityFetchRequest>>;

/** Every cached unavailability list of an agency (to refresh them after a change). */
export const unavailabilitiesKey = (agencyId: string) => ['agency', agencyId, 'unavailabilities'] as const;

/** POST {agency}/fetch/unavailabilities. */
export function findUnavailabilities(agencyId: string, input: UnavailabilityFetchInput, signal?: AbortSignal) {
  return apiRequest(agencyPath(agencyId, '/fetch/unavailabilities'), {
    method: 'POST',
    body: input,
    schema: zUnavailabilityPage,
    signal,
  });
}

/** A page of unavailabilities (everyone's for staff, one's own otherwise); the last page stays shown meanwhile. */
export function useUnavailabilities(agencyId: string, input: UnavailabilityFetchInput) {
  return useQuery({
    queryKey: [...unavailabilitiesKey(agencyId), input],
    queryFn: ({ signal }) => findUnavailabilities(agencyId, input, signal),
    placeholderData: keepPreviousData,
  });
}
