import { type CurrentUser, zCurrentUser } from '@securite/domain/session/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useAccessToken } from './token-store.ts';

export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiRequest('/user', { schema: zCurrentUser, signal });
}

/** GET /user, loaded whenever a token is present. */
export function useCurrentUser() {
  const token = useAccessToken();
  return useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
}
