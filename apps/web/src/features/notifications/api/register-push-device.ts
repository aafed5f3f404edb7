import { type Device, zDevice } from '@securite/domain/session/schemas';
import { apiRequest } from '../../../api/client.ts';

/** POST /user/device: the browser's push subscription kept as the user's device (idempotent, spec 000 section 7). */
export function registerPushDevice(subscription: PushSubscriptionJSON): Promise<Device> {
  return apiRequest('/user/device', {
    method: 'POST',
    body: { token: JSON.stringify(subscription), browserName: navigator.userAgent.slice(0, 100) },
    schema: zDevice,
  });
}
