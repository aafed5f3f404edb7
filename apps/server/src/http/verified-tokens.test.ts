import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema/tenancy.ts';
import { buildAgencyWithPeople, loginAs } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';

// A token's signature is checked once per process (http/auth.ts rememberedClaims); its expiry and its session are
// still judged on every request.
const t = useTestApp();
const me = (authorization: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization } });

describe('the verified tokens a process remembers', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses a remembered token once it has expired, with the code the client refreshes on', async () => {
    const a = await buildAgencyWithPeople(t.database.db);
    const { headers } = await loginAs(t.app, a.owner.user.email);
    expect((await me(headers.authorization)).statusCode).toBe(200);
    expect((await me(headers.authorization)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (t.app.ctx.config.accessTokenTtl + 60) * 1000);
    const late = await me(headers.authorization);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('TOKEN_EXPIRED');
  });

  it('never lets an altered copy of a remembered token pass', async () => {
    const a = await buildAgencyWithPeople(t.database.db);
    const { headers } = await loginAs(t.app, a.owner.user.email);
    expect((await me(headers.authorization)).statusCode).toBe(200);
    const [head, body, signature] = headers.authorization.slice(7).split('.');
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    const altered = await me(`Bearer ${head}.${body}.${flipped}`);
    expect(altered.statusCode).toBe(401);
    expect(altered.json().code).toBe('TOKEN_INVALID');
  });

  it("still reads the session each time: a disabled user's remembered token is refused", async () => {
    const a = await buildAgencyWithPeople(t.database.db);
    const { headers } = await loginAs(t.app, a.owner.user.email);
    expect((await me(headers.authorization)).statusCode).toBe(200);
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, a.owner.user.id));
    const refused = await me(headers.authorization);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('TOKEN_INVALID');
  });
});
