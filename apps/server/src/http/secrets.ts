import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/platform.ts';

/**
 * The signing secret: JWT_SECRET when configured, otherwise generated once and kept in the database,
 * so that every server process on the same database signs and verifies alike.
 */
export async function loadSigningSecret(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const generated = randomBytes(48).toString('base64url');
  await db.insert(appSettings).values({ key: 'jwt_secret', value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  return new TextEncoder().encode(String(row.value));
}

export function hmac(secret: Uint8Array, data: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}
