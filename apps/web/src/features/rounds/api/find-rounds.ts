import { type Round, type zRoundFetchRequest, zRoundPage } from '@securite/domain/rounds/round-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { roundsKey } from './rounds-keys.ts';

export type RoundFetchInput = NonNullable<z.input<typeof zRoundFetchRequest>>;

/** POST {agency}/fetch/rounds: a page of the agency's rounds, filtered by site or name. */
export function findRounds(agencyId: string, input: RoundFetchInput, signal?: AbortSignal) {
  return apiRequest(agencyPath(agencyId, '/fetch/rounds'), { method: 'POST', body: input, schema: zRoundPage, signal });
}

/** A page of rounds; the previous page stays shown while the next one loads. */
export function useRounds(agencyId: string, input: RoundFetchInput) {
  return useQuery({
    queryKey: [...roundsKey(agencyId), 'list', input],
    queryFn: ({ signal }) => findRounds(agencyId, input, signal),
    placeholderData: keepPreviousData,
  });
}

/** Most rounds one site is expected to have; the attach list asks for them in one page. */
const SITE_ROUNDS_LIMIT = 500;

/** The rounds of one site (null waits), by name: what a service on that site may be given. */
export function useSiteRounds(agencyId: string, siteId: string | null) {
  return useQuery({
    queryKey: [...roundsKey(agencyId), 'site', siteId],
    queryFn: async ({ signal }): Promise<Round[]> => {
      const input: RoundFetchInput = {
        filters: { siteIds: [siteId!] },
        page: 1,
        limit: SITE_ROUNDS_LIMIT,
        orderBy: { field: 'name', direction: 'asc' },
      };
      return (await findRounds(agencyId, input, signal)).data;
    },
    enabled: siteId !== null,
  });
}
