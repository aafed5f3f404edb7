import { type PushKey, zPushKey } from '@securite/domain/notifications/push-schemas';
import { apiRequest } from '../../../api/client.ts';

/** GET /user/push-key: the server's VAPID public key (null: push is off on the server). */
export function getPushKey(): Promise<PushKey> {
  return apiRequest('/user/push-key', { schema: zPushKey });
}
