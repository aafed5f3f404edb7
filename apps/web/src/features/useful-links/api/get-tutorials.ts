import { zUiTutorialList } from '@securite/domain/communication/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export const tutorialsKey = ['platform', 'ui-tutorials'] as const;

/** GET /ui-tutorials: every active interface tutorial (a short list, kept for the session's help buttons). */
export function useTutorials() {
  return useQuery({
    queryKey: tutorialsKey,
    queryFn: ({ signal }) => apiRequest('/ui-tutorials', { schema: zUiTutorialList, signal, notifyErrors: false }),
    staleTime: 30 * 60_000,
    retry: false,
  });
}
