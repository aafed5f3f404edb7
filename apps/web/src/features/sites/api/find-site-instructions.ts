import {
  type SiteInstructionFetchRequest,
  type zSiteInstructionFetchRequest,
  zSiteInstructionPage,
} from '@securite/domain/sites/site-instruction-schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { siteInstructionsKey } from './sites-keys.ts';

type SiteInstructionPage = z.infer<typeof zSiteInstructionPage>;

/** POST {agency}/fetch/allSiteInstructions: instructions of the sites the caller may see. */
export function findSiteInstructions(
  agencyId: string,
  request: z.input<typeof zSiteInstructionFetchRequest>,
  signal?: AbortSignal,
): Promise<SiteInstructionPage> {
  return apiRequest(agencyPath(agencyId, '/fetch/allSiteInstructions'), {
    method: 'POST',
    body: request,
    schema: zSiteInstructionPage,
    signal,
  });
}

/** The instructions of one site, newest first (the first 100). */
export const SITE_INSTRUCTIONS_LIMIT = 100;
const newestFirst: SiteInstructionFetchRequest['orderBy'] = { field: 'createdAt', direction: 'desc' };

export function useSiteInstructions(agencyId: string | null, siteId: string | null, enabled = true) {
  return useQuery({
    queryKey: siteInstructionsKey(agencyId ?? '', siteId ?? ''),
    queryFn: ({ signal }) =>
      findSiteInstructions(
        agencyId!,
        { filters: { siteIds: [siteId!] }, limit: SITE_INSTRUCTIONS_LIMIT, orderBy: newestFirst },
        signal,
      ),
    enabled: enabled && agencyId !== null && siteId !== null,
  });
}
