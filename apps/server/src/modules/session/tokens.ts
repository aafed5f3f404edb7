import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { TokenPair } from '@securite/domain/session/schemas';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import { signAccessToken } from '../../http/auth.ts';
import { hmac } from '../../http/secrets.ts';

export type RefreshRow = typeof refreshTokens.$inferSelect;

/** The stored form of a secret token: its SHA-256, so a database leak does not hand out live tokens. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * A refresh token is its row id plus an HMAC of it: opaque to the client, stored only as a hash,
 * and derivable again from the row, so an immediate retry can be answered with the very same pair.
 */
export function refreshTokenOf(secret: Uint8Array, id: string): string {
  return `${id}.${hmac(secret, `refresh:${id}`)}`;
}

/** Returns the row id of a well-formed, authentic refresh token, or null. */
export function parseRefreshToken(secret: Uint8Array, token: string): { id: string; hash: string } | null {
  const [id, mac, extra] = token.split('.');
  if (!id || !mac || extra !== undefined || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const expected = Buffer.from(hmac(secret, `refresh:${id}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { id, hash: sha256(token) };
}

/** The access and refresh pair of one refresh-token row. */
export async function pairOf(ctx: AppContext, row: RefreshRow): Promise<TokenPair> {
  const token = await signAccessToken(
    ctx.secret,
    {
      sub: row.userId,
      jti: row.id,
      fam: row.familyId,
      imp: row.impersonatorId ?? undefined,
      iat: Math.floor(row.createdAt.getTime() / 1000),
    },
    ctx.config.accessTokenTtl,
  );
  return { token, refresh_token: refreshTokenOf(ctx.secret, row.id) };
}

/** Opens a new session (a new token family), or continues a family on rotation. */
export async function issueSession(
  ctx: AppContext,
  tx: Tx,
  input: { userId: string; familyId?: string; impersonatorId?: string | null },
): Promise<{ row: RefreshRow; pair: TokenPair }> {
  const id = randomUUID();
  // Whole seconds, so the access token re-signed from the row on a retry is byte for byte the same.
  const createdAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  const [row] = await tx
    .insert(refreshTokens)
    .values({
      id,
      familyId: input.familyId ?? randomUUID(),
      userId: input.userId,
      impersonatorId: input.impersonatorId ?? null,
      tokenHash: sha256(refreshTokenOf(ctx.secret, id)),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + ctx.config.refreshTokenTtl * 1000),
    })
    .returning();
  return { row, pair: await pairOf(ctx, row) };
}
