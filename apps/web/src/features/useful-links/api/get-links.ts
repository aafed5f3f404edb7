import { zUsefulLinksAnswer } from '@securite/domain/communication/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export const usefulLinksKey = ['platform', 'links'] as const;

/** GET /configurations/links: where the training plan and the website offer lead. */
export function useUsefulLinks() {
  return useQuery({
    queryKey: usefulLinksKey,
    queryFn: ({ signal }) => apiRequest('/configurations/links', { schema: zUsefulLinksAnswer, signal }),
    staleTime: 10 * 60_000,
  });
}
