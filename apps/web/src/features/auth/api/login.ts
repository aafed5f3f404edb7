import { type LoginRequest, zTokenPair } from '@securite/domain/session/schemas';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client.ts';
import { tokenStore } from '../../../api/token-store.ts';

const zLoginAnswer = zTokenPair.extend({ device_token: z.string().optional() });

/** POST /login_check; keeps the tokens and the device token (sent again on the next login). */
export async function login(credentials: LoginRequest): Promise<void> {
  const deviceToken = tokenStore.deviceToken();
  const answer = await apiRequest('/login_check', {
    method: 'POST',
    body: { ...credentials, ...(deviceToken ? { device_token: deviceToken } : {}) },
    schema: zLoginAnswer,
    auth: false,
    notifyErrors: false,
  });
  if (answer.device_token) tokenStore.setDeviceToken(answer.device_token);
  tokenStore.set({ token: answer.token, refresh_token: answer.refresh_token });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
