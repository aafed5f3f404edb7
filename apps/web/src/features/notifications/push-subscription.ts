import { getPushKey } from './api/get-push-key.ts';
import { registerPushDevice } from './api/register-push-device.ts';

/** Where this browser stands with Web Push. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on' | 'serverOff';

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window.PushManager !== 'undefined' &&
  typeof Notification !== 'undefined';

/** A VAPID key (base64url) as the bytes PushManager.subscribe takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

/** The current state, without asking anything of the user. */
export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await (await registration()).pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Asks the permission (a tap of the user), subscribes this browser with the server's public key and registers the
 * subscription as the user's device. A subscription made with another key (the server's keys changed) is replaced.
 */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const { publicKey } = await getPushKey();
  if (!publicKey) return 'serverOff';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const manager = (await registration()).pushManager;
  const key = applicationServerKey(publicKey);
  let subscription = await manager.getSubscription();
  const current = subscription?.options.applicationServerKey;
  if (subscription && current && !sameBytes(new Uint8Array(current), key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await registerPushDevice(subscription.toJSON());
  return 'on';
}

/** Unsubscribes this browser: the push service then answers « gone » and the server forgets the device. */
export async function disablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const subscription = await (await registration()).pushManager.getSubscription();
  await subscription?.unsubscribe();
  return 'off';
}

function sameBytes(a: Uint8Array, b: Uint8Array) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
