import { describe, expect, it } from 'vitest';
import { buildAgencyWithPeople, buildUser, loginAs, TEST_PASSWORD } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { FREE_TRIES } from './login-throttle.ts';

const t = useTestApp();

const NEW_PASSWORD = 'Nouveau9x';
const wrongCurrent = 'Le mot de passe actuel est incorrect.';

const update = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/user', headers, payload: payload as object });

describe('PUT /api/user', () => {
  it('updates the profile, ends the first login and answers like GET /api/user', async () => {
    const { staff } = await buildAgencyWithPeople(t.database.db, ['services.view']);
    const { headers } = await loginAs(t.app, staff.user.email);
    await t.app.inject({ method: 'GET', url: '/api/user', headers });

    const response = await update(headers, {
      firstname: '  Camille ',
      lastname: 'Durand',
      phone: '06 12 34 56 78',
      drawerNavigation: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      firstname: 'Camille',
      lastname: 'Durand',
      fullname: 'Camille Durand',
      phone: '06 12 34 56 78',
      drawerNavigation: true,
      firstLogin: false,
    });
    expect(body.userCompanies).toHaveLength(1);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(me.json()).toEqual(body);
  });

  it('sets firstLogin to false even with an empty body, and clears an emptied phone', async () => {
    const user = await buildUser(t.database.db, { firstLogin: true, phone: '0612345678' });
    const { headers } = await loginAs(t.app, user.email);
    const response = await update(headers, { phone: '' });
    expect(response.json()).toMatchObject({ firstLogin: false, phone: null, firstname: user.firstname });
    expect((await update(headers, {})).statusCode).toBe(200);
  });

  it('changes the password with the current one and ends the other sessions only', async () => {
    const user = await buildUser(t.database.db);
    const here = await loginAs(t.app, user.email);
    const elsewhere = await loginAs(t.app, user.email);

    const response = await update(here.headers, { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);

    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: here.headers })).statusCode).toBe(200);
    const refreshHere = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: here.refresh_token },
    });
    expect(refreshHere.statusCode).toBe(200);
    const other = await t.app.inject({ method: 'GET', url: '/api/user', headers: elsewhere.headers });
    expect(other.json().code).toBe('TOKEN_INVALID');
    await loginAs(t.app, user.email, NEW_PASSWORD);
    await expect(loginAs(t.app, user.email, TEST_PASSWORD)).rejects.toThrow();
  });

  it('refuses a password change without the right current password, as a field error', async () => {
    const user = await buildUser(t.database.db);
    const { headers } = await loginAs(t.app, user.email);

    const missing = await update(headers, { password: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ currentPassword: 'Saisissez votre mot de passe actuel pour le changer.' });

    const wrong = await update(headers, { currentPassword: 'Mauvais1', password: NEW_PASSWORD, firstname: 'Zoé' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'VALIDATION',
      message: wrongCurrent,
      errors: { currentPassword: wrongCurrent },
    });
    // Nothing of a refused request is saved.
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(me.json().firstname).toBe(user.firstname);

    const weak = await update(headers, { currentPassword: TEST_PASSWORD, password: 'faible' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBe('6 caractères min., 1 chiffre min., 1 minuscule min., 1 majuscule min.');
    await loginAs(t.app, user.email, TEST_PASSWORD);
  });

  it('slows down guessing of the current password', async () => {
    const user = await buildUser(t.database.db);
    const { headers } = await loginAs(t.app, user.email);
    for (let i = 0; i < FREE_TRIES; i++) {
      expect((await update(headers, { currentPassword: `Mauvais${i}`, password: NEW_PASSWORD })).statusCode).toBe(400);
    }
    const blocked = await update(headers, { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().details).toEqual({ retryAfter: 2 });
    // The login form is throttled apart: the owner can still sign in.
    await loginAs(t.app, user.email, TEST_PASSWORD);
  });

  it('validates the fields and needs a token', async () => {
    const user = await buildUser(t.database.db);
    const { headers } = await loginAs(t.app, user.email);
    const cases: Array<[unknown, string]> = [
      [{ firstname: '' }, 'firstname'],
      [{ firstname: 'x'.repeat(101) }, 'firstname'],
      [{ drawerNavigation: 'oui' }, 'drawerNavigation'],
      [{ phone: 12 }, 'phone'],
    ];
    for (const [payload, field] of cases) {
      const response = await update(headers, payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
    const notObject = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(notObject.statusCode).toBe(400);
    expect((await update({}, { firstname: 'Anonyme' })).statusCode).toBe(401);
  });
});
