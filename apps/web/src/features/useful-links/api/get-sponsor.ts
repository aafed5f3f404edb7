import { type SponsorConfig, zSponsorConfig } from '@securite/domain/communication/sponsor';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/client.ts';

/**
 * GET /configurations/sponsor: the active sponsorship offer, or null when there is none (the server's 404, spec
 * 001 section 8); any other failure is the query's error.
 */
export async function getSponsor(signal?: AbortSignal): Promise<SponsorConfig | null> {
  try {
    return await apiRequest('/configurations/sponsor', { schema: zSponsorConfig, signal, notifyErrors: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useSponsor() {
  return useQuery({ queryKey: ['platform', 'sponsor'], queryFn: ({ signal }) => getSponsor(signal) });
}
