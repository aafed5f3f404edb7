import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agencies } from '../../db/schema/tenancy.ts';
import { buildAgencyWithPeople, buildUser, loginAs, TEST_PASSWORD } from '../../testing/factories.ts';
import { roundTrips } from '../../testing/query-count.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

describe('POST /api/login_check', () => {
  it('returns a token pair for good credentials, case-insensitive on the e-mail', async () => {
    const user = await buildUser(t.database.db, { email: 'marie@test.local' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'Marie@Test.local', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^ey/);
    expect(body.refresh_token).toContain('.');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('refuses a wrong password with a French message', async () => {
    const user = await buildUser(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: user.email, password: 'Mauvais1' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Identifiant ou mot de passe incorrect.',
    });
  });
});

describe('GET /api/user', () => {
  it('lists the memberships with agency, role and rights', async () => {
    const { agency, staff } = await buildAgencyWithPeople(t.database.db, ['services.create']);
    const { headers } = await loginAs(t.app, staff.user.email);
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().userCompanies).toEqual([
      expect.objectContaining({
        role: 'staff',
        rights: ['services.create'],
        agency: expect.objectContaining({ id: agency.id }),
      }),
    ]);
  });

  it('reads the session and the memberships in two round trips, and shows the agency’s stock mode', async () => {
    const { agency, staff } = await buildAgencyWithPeople(t.database.db, ['services.create']);
    await t.database.db
      .update(agencies)
      .set({ settings: { stock: { stockSimplified: true } } })
      .where(eq(agencies.id, agency.id));
    const { headers } = await loginAs(t.app, staff.user.email);
    const { count, result } = await roundTrips(t.database.db, () =>
      t.app.inject({ method: 'GET', url: '/api/user', headers }),
    );
    expect(result.statusCode).toBe(200);
    expect(result.json().userCompanies[0].agency).toMatchObject({ id: agency.id, stockSimplified: true, fake: false });
    expect(count).toBe(2);
  });

  it('answers 401 with the no-token message without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Vous devez vous reconnecter' });
  });

  it('answers 401 TOKEN_INVALID for a forged token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_INVALID');
  });
});
