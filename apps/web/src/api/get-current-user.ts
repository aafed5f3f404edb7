import type { CurrentUser } from '@securite/domain/session/schemas';
import { useQuery } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR } from './api-error.ts';
import { apiRequest } from './client.ts';
import { lastUser } from './last-user.ts';
import { queryKeys } from './query-keys.ts';
import { currentUserAnswer } from './session-readers.ts';
import { tokenStore, useAccessToken } from './token-store.ts';

/** GET /user; without network, the user last seen on this device (see last-user.ts) while a token is there. */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  try {
    const user = await apiRequest('/user', { schema: currentUserAnswer, signal });
    lastUser.keep(user);
    return user;
  } catch (error) {
    const kept = error instanceof ApiError && error.code === NETWORK_ERROR ? lastUser.read() : null;
    if (kept && tokenStore.get() !== null) return kept;
    throw error;
  }
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
