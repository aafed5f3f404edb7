import { zTokenPair } from '@securite/domain/session/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../api/client.ts';
import { adminSessionStore, tokenStore } from '../../../../api/token-store.ts';

/** POST /admin/impersonate: an admin or support member acts as another user; their own pair is kept aside. */
export async function impersonate(userId: string): Promise<void> {
  const pair = await apiRequest('/admin/impersonate', { method: 'POST', body: { userId }, schema: zTokenPair });
  adminSessionStore.impersonate(pair);
}

export function useImpersonate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: impersonate, onSuccess: () => queryClient.resetQueries() });
}

/**
 * POST /admin/impersonate/end, with the admin's own token: the server ends the impersonation session and audits it;
 * a retry does nothing more.
 */
async function endImpersonation(refreshToken: string): Promise<void> {
  await apiRequest('/admin/impersonate/end', { method: 'POST', body: { refresh_token: refreshToken } });
}

/** Comes back to the admin's own session at once; the server is told (retried if the network fails). */
export function useStopImpersonating() {
  const queryClient = useQueryClient();
  const { mutate: end } = useMutation({ mutationFn: endImpersonation, retry: 3 });
  return () => {
    const impersonated = tokenStore.get();
    if (!adminSessionStore.restore()) return;
    if (impersonated) end(impersonated.refresh_token);
    void queryClient.resetQueries();
  };
}
