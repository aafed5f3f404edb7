import { zMessageResponse } from '@securite/domain/session/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

/** POST /user/forgot-password: the server answers the same message whether the account exists or not. */
export function requestPasswordReset(username: string): Promise<{ message: string }> {
  return apiRequest('/user/forgot-password', {
    method: 'POST',
    body: { username },
    schema: zMessageResponse,
    auth: false,
    notifyErrors: false,
  });
}

/** PUT /user/forgot-password/{token} with the new password. */
export function resetPassword(token: string, password: string): Promise<{ message: string }> {
  return apiRequest(`/user/forgot-password/${encodeURIComponent(token)}`, {
    method: 'PUT',
    body: { password },
    schema: zMessageResponse,
    auth: false,
    notifyErrors: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) => resetPassword(input.token, input.password),
  });
}
