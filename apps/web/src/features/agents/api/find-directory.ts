import { AGENTS_PAGE_LIMIT, type DirectoryEntry, zDirectoryResponse } from '@securite/domain/agents/list-schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { fetchAllPages } from '../../../api/fetch-all-pages.ts';
import { agentKeys } from './agent-keys.ts';

/** POST {agency}/fetch/directory: a page of the Annuaire. */
export function findDirectoryPage(
  agencyId: string,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<z.infer<typeof zDirectoryResponse>> {
  return apiRequest(agencyPath(agencyId, '/fetch/directory'), {
    method: 'POST',
    body: { page, limit },
    schema: zDirectoryResponse,
    signal,
  });
}

/** The whole Annuaire, by name (pages of 500 in parallel): searched on the phone without a round trip. */
export function useDirectory(agencyId: string) {
  return useQuery({
    queryKey: agentKeys.directory(agencyId),
    queryFn: async ({ signal }): Promise<DirectoryEntry[]> =>
      (await fetchAllPages((page, limit) => findDirectoryPage(agencyId, page, limit, signal), AGENTS_PAGE_LIMIT)).data,
    staleTime: 5 * 60_000,
  });
}
