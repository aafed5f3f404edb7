import { z } from 'zod';

/**
 * Web Push (issue 30). GET /user/push-key: the server's VAPID public key (base64url), which a browser passes to
 * PushManager.subscribe; null when push is switched off on the server.
 */
export const zPushKey = z.object({ publicKey: z.string().nullable() });
export type PushKey = z.infer<typeof zPushKey>;

/**
 * What a push carries to the service worker (JSON, encrypted by the sender): the notification's title and text,
 * the app's address to open on a click (a hash route, `#/…`), and a tag that replaces an older notice of the same
 * alert on the device.
 */
export const zPushMessage = z.object({
  title: z.string().max(200),
  body: z.string().max(1000),
  url: z.string().max(500),
  tag: z.string().max(200),
});
export type PushMessage = z.infer<typeof zPushMessage>;

/** A browser's push subscription (PushSubscription.toJSON()), which the web registers as a device's token. */
export const zWebPushSubscription = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type WebPushSubscription = z.infer<typeof zWebPushSubscription>;

/** A device's token read as a Web Push subscription, or null (another kind of token, or not one). */
export function readWebPushSubscription(token: string): WebPushSubscription | null {
  try {
    const parsed = zWebPushSubscription.safeParse(JSON.parse(token));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
