import type { LoginRequest } from '@securite/domain/session/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { answer, object, optional, string } from '../../../api/read.ts';
import { tokenStore } from '../../../api/token-store.ts';

/** zTokenPair with the device token, read without zod: the login page is a phone's first screen (api/read.ts). */
const loginAnswer = answer(object({ token: string, refresh_token: string, device_token: optional(string) }));

/** POST /login_check; keeps the tokens and the device token (sent again on the next login). */
export async function login(credentials: LoginRequest): Promise<void> {
  const deviceToken = tokenStore.deviceToken();
  const answer = await apiRequest('/login_check', {
    method: 'POST',
    body: { ...credentials, ...(deviceToken ? { device_token: deviceToken } : {}) },
    schema: loginAnswer,
    auth: false,
    notifyErrors: false,
  });
  if (answer.device_token) tokenStore.setDeviceToken(answer.device_token);
  tokenStore.set({ token: answer.token, refresh_token: answer.refresh_token });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
