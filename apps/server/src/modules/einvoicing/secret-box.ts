// The platform's client secret is kept encrypted (AES-256-GCM). The key is kept like the signing secret: generated
// once and stored in app_settings, so every server process on the same database reads the same one; a database
// dump alone holds the ciphertext beside it, so EINVOICING_SECRET_KEY (32 bytes, base64) may keep it outside.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/platform.ts';

const KEY_NAME = 'einvoicing_secret_key';
const keys = new WeakMap<object, Promise<Buffer>>();

async function loadKey(db: Db, configured: string | null): Promise<Buffer> {
  if (configured) return createHash('sha256').update(configured).digest();
  await db
    .insert(appSettings)
    .values({ key: KEY_NAME, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY_NAME));
  return Buffer.from(String(row!.value), 'base64');
}

type SecretBoxContext = Pick<AppContext, 'db' | 'config'>;

function keyOf({ db, config }: SecretBoxContext): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db, config.einvoicing.secretKey);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export async function encryptSecret(ctx: SecretBoxContext, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(ctx), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export async function decryptSecret(ctx: SecretBoxContext, sealed: string): Promise<string> {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('einvoicing secret unreadable');
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(ctx), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
