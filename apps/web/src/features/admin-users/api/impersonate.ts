import { zTokenPair } from '@securite/domain/session/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminSessionStore } from '../../../api/token-store.ts';

/** POST /admin/impersonate: an admin or support member acts as another user; their own pair is kept aside. */
export async function impersonate(userId: string): Promise<void> {
  const pair = await apiRequest('/admin/impersonate', { method: 'POST', body: { userId }, schema: zTokenPair });
  adminSessionStore.impersonate(pair);
}

export function useImpersonate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: impersonate, onSuccess: () => queryClient.resetQueries() });
}

/** Comes back to the admin's own session. */
export function useStopImpersonating() {
  const queryClient = useQueryClient();
  return () => {
    if (adminSessionStore.restore()) void queryClient.resetQueries();
  };
}
