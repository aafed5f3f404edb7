import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/tenancy.ts';
import { signAccessToken } from '../../http/auth.ts';
import { buildUser, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { RETRY_WINDOW_MS } from './refresh-session.ts';
import { refreshTokenOf } from './tokens.ts';

const t = useTestApp();

interface Pair {
  token: string;
  refresh_token: string;
}

const refresh = (refreshToken: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh_token: refreshToken } });

async function rotate(pair: Pair): Promise<Pair> {
  const response = await refresh(pair.refresh_token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { jti: string; fam: string; sub: string };

async function newSession(): Promise<Pair & { userId: string; email: string }> {
  const user = await buildUser(t.database.db);
  const { token, refresh_token } = await loginAs(t.app, user.email);
  return { token, refresh_token, userId: user.id, email: user.email };
}

const familyRows = (familyId: string) =>
  t.database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId));

function expectRefreshInvalid(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({
    code: 'REFRESH_INVALID',
    message: 'Votre session a expiré, veuillez vous reconnecter.',
  });
}

describe('POST /api/token/refresh: rotation', () => {
  it('hands out a new pair on every use, in the same family', async () => {
    const a = await newSession();
    const b = await rotate(a);
    const c = await rotate(b);
    const refreshes = new Set([a.refresh_token, b.refresh_token, c.refresh_token]);
    expect(refreshes.size).toBe(3);
    expect(new Set([a.token, b.token, c.token]).size).toBe(3);
    expect(claimsOf(c.token).fam).toBe(claimsOf(a.token).fam);
    expect((await me(c.token)).json().id).toBe(a.userId);
    const rows = await familyRows(claimsOf(a.token).fam);
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.usedAt === null)).toHaveLength(1);
  });

  it('keeps the previous access token working until it expires', async () => {
    const a = await newSession();
    await rotate(a);
    expect((await me(a.token)).statusCode).toBe(200);

    // The same session's access token, issued long enough ago to have expired.
    const claims = claimsOf(a.token);
    const expired = await signAccessToken(
      t.app.ctx.secret,
      { sub: claims.sub, jti: claims.jti, fam: claims.fam, iat: Math.floor(Date.now() / 1000) - 3600 },
      t.app.ctx.config.accessTokenTtl,
    );
    const response = await me(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
  });
});

describe('POST /api/token/refresh: reuse detection', () => {
  it('revokes the whole family when a superseded token comes back after the next one was used', async () => {
    const a = await newSession();
    const other = await loginAs(t.app, a.email);
    const b = await rotate(a);
    const c = await rotate(b);

    expectRefreshInvalid(await refresh(a.refresh_token));

    // Even the latest token of the family is dead now, and so is every access token of it.
    expectRefreshInvalid(await refresh(c.refresh_token));
    for (const pair of [a, b, c]) {
      const response = await me(pair.token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('TOKEN_INVALID');
    }
    const rows = await familyRows(claimsOf(a.token).fam);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);

    // Another session of the same user (another device) is a different family and stays alive.
    expect((await me(other.token)).statusCode).toBe(200);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the family when the very last token comes back after the retry window', async () => {
    const a = await newSession();
    const b = await rotate(a);
    await t.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - RETRY_WINDOW_MS - 1000) })
      .where(eq(refreshTokens.id, claimsOf(a.token).jti));

    expectRefreshInvalid(await refresh(a.refresh_token));
    expectRefreshInvalid(await refresh(b.refresh_token));
    expect((await me(b.token)).json().code).toBe('TOKEN_INVALID');
  });

  it('answers an immediate retry of the last refresh with the byte-identical pair', async () => {
    const a = await newSession();
    const first = await refresh(a.refresh_token);
    const retry = await refresh(a.refresh_token);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(retry.json()).toEqual({ token: first.json().token, refresh_token: first.json().refresh_token });
    expect(await familyRows(claimsOf(a.token).fam)).toHaveLength(2);

    // The retried pair is a normal member of the chain...
    const c = await rotate(first.json());
    // ...and once it has been used, the old token is a replay again.
    expectRefreshInvalid(await refresh(a.refresh_token));
    expectRefreshInvalid(await refresh(c.refresh_token));
  });

  it('gives concurrent refreshes of one token the same pair and creates one successor', async () => {
    const a = await newSession();
    const responses = await Promise.all(Array.from({ length: 5 }, () => refresh(a.refresh_token)));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await familyRows(claimsOf(a.token).fam)).toHaveLength(2);
    expect((await me(responses[0].json().token)).statusCode).toBe(200);
  });
});

describe('POST /api/token/refresh: refused tokens', () => {
  it('answers 401 REFRESH_INVALID to garbage and forged tokens', async () => {
    const a = await newSession();
    const { jti } = claimsOf(a.token);
    const [id, mac] = a.refresh_token.split('.');
    const tampered = `${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const otherSecret = refreshTokenOf(new TextEncoder().encode('another-secret-another-secret-0123456'), jti);
    const candidates = [
      'garbage',
      'a.b',
      '...',
      `${randomUUID()}.${mac}`,
      `${randomUUID()}.${'x'.repeat(43)}`,
      tampered,
      `${a.refresh_token}.extra`,
      otherSecret,
      a.token,
      'é'.repeat(200),
    ];
    for (const candidate of candidates) expectRefreshInvalid(await refresh(candidate));
    // None of these attempts harmed the real session.
    expect((await refresh(a.refresh_token)).statusCode).toBe(200);
  });

  it('answers 400, never 500, to a malformed body', async () => {
    for (const payload of [{}, { refresh_token: '' }, { refresh_token: 42 }, { refresh_token: 'x'.repeat(600) }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/token/refresh', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      headers: { 'content-type': 'application/json' },
      payload: '{"refresh_token":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses an expired refresh token', async () => {
    const a = await newSession();
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.id, claimsOf(a.token).jti));
    expectRefreshInvalid(await refresh(a.refresh_token));
  });

  it('refuses to refresh the session of a disabled user', async () => {
    const a = await newSession();
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, a.userId));
    expectRefreshInvalid(await refresh(a.refresh_token));
  });
});
