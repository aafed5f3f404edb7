import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { appSettings } from '../../../db/schema/platform.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY = 'vapid_keys';
const loaded = new WeakMap<Db, Promise<VapidKeys>>();

const isKeys = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === 'string' &&
  typeof (value as VapidKeys).privateKey === 'string';

/** Generates a key pair once for the whole platform: the first process to store it wins, every process reads it. */
async function loadStoredKeys(db: Db): Promise<VapidKeys> {
  // web-push is loaded when push is first used, not when the server starts.
  const { default: webpush } = await import('web-push');
  const generated = webpush.generateVAPIDKeys();
  await db.insert(appSettings).values({ key: KEY, value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  if (!isKeys(row?.value)) throw new Error('VAPID keys unreadable in app_settings');
  return row.value;
}

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when configured, otherwise generated once and kept in
 * the database (as the JWT secret), so that every process signs alike and the browsers' subscriptions, made with
 * the public key, stay valid across restarts. Null when push is off.
 */
export async function vapidKeys(ctx: Pick<AppContext, 'config' | 'db'>): Promise<VapidKeys | null> {
  const { push } = ctx.config;
  if (!push.enabled) return null;
  if (push.publicKey && push.privateKey) return { publicKey: push.publicKey, privateKey: push.privateKey };
  let keys = loaded.get(ctx.db);
  if (!keys) {
    keys = loadStoredKeys(ctx.db);
    loaded.set(ctx.db, keys);
    keys.catch(() => loaded.delete(ctx.db));
  }
  return keys;
}
