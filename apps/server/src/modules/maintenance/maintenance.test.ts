import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/platform.ts';
import { buildAgencyWithPeople, buildUser, loginAs, TEST_PASSWORD } from '../../testing/factories.ts';
import { buildSecondApp, useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let people: Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let admin: Awaited<ReturnType<typeof buildUser>>;
let adminToken: string;
let supportToken: string;
let ownerToken: string;

beforeAll(async () => {
  people = await buildAgencyWithPeople(t.database.db);
  admin = await buildUser(t.database.db, { isAdmin: true });
  adminToken = (await loginAs(t.app, admin.email)).token;
  supportToken = (await loginAs(t.app, (await buildUser(t.database.db, { isSupport: true })).email)).token;
  ownerToken = (await loginAs(t.app, people.owner.user.email)).token;
});

const start = (payload: Record<string, unknown>, token = adminToken, app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: '/api/admin/maintenance-message', headers: bearer(token), payload });
const end = (app: FastifyInstance = t.app) =>
  app.inject({ method: 'DELETE', url: '/api/admin/maintenance-message', headers: bearer(adminToken) });
const dashboardOf = (token: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url: `/api/agency/${people.agency.id}/dashboard`, headers: bearer(token) });
const publicMessage = async () => (await t.app.inject({ method: 'GET', url: '/api/maintenance-message' })).json();

describe('maintenance message', () => {
  it('has none at first', async () => {
    expect(await publicMessage()).toEqual({ message: null, startAt: null, endAt: null, active: false });
  });

  it('is set by admins only, and validated', async () => {
    expect((await start({ message: 'x' }, ownerToken)).statusCode).toBe(403);
    expect((await start({ message: 'x' }, supportToken)).statusCode).toBe(403);
    expect((await start({ message: '' })).statusCode).toBe(400);
    const backwards = await start({
      message: 'x',
      startAt: '2030-01-02T00:00:00Z',
      endAt: '2030-01-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.endAt).toBeDefined();
    expect((await start({ message: 'x', startAt: 'demain' })).statusCode).toBe(400);
  });

  it('answers 503 with the admin’s message on every API call while active', async () => {
    const response = await start({ message: 'Mise à jour de la plateforme jusqu’à 14 h.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ active: true, message: 'Mise à jour de la plateforme jusqu’à 14 h.' });
    const closed = [
      await dashboardOf(ownerToken),
      await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(ownerToken) }),
      await t.app.inject({ method: 'GET', url: '/api/user/notifications' }),
      await t.app.inject({ method: 'POST', url: '/api/agency/x/fetch/anything', payload: {} }),
      await t.app.inject({ method: 'PUT', url: '/api/user', headers: bearer(ownerToken), payload: {} }),
    ];
    for (const r of closed) {
      expect(r.statusCode).toBe(503);
      expect(r.json()).toEqual({ code: 'MAINTENANCE', message: 'Mise à jour de la plateforme jusqu’à 14 h.' });
    }
  });

  it('keeps sign-in, the current user, version, health and the message open', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: people.staff.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: login.json().refresh_token },
    });
    expect(refresh.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(ownerToken) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/version' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await publicMessage()).toMatchObject({
      active: true,
      message: 'Mise à jour de la plateforme jusqu’à 14 h.',
    });
  });

  it('lets admins, support and their impersonated sessions work', async () => {
    expect((await dashboardOf(adminToken)).statusCode).toBe(200);
    expect((await dashboardOf(supportToken)).statusCode).toBe(200);
    const pair = await t.app.inject({
      method: 'POST',
      url: '/api/admin/impersonate',
      headers: bearer(supportToken),
      payload: { userId: people.owner.user.id },
    });
    expect(pair.statusCode).toBe(200);
    expect((await dashboardOf(pair.json().token)).statusCode).toBe(200);
  });

  it('ends on DELETE, and both changes are audited', async () => {
    const response = await end();
    expect(response.statusCode).toBe(200);
    expect(response.json().active).toBe(false);
    expect((await dashboardOf(ownerToken)).statusCode).toBe(200);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.actorUserId, admin.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['maintenance.end', 'maintenance.set']);
  });

  it('says when to retry once its end is known (Retry-After), and not before', async () => {
    await start({ message: 'Sans heure de fin' });
    expect((await dashboardOf(ownerToken)).headers['retry-after']).toBeUndefined();
    const endAt = new Date(Date.now() + 90 * 60_000).toISOString();
    await start({ message: 'Mise à jour de la plateforme jusqu’à 14 h.', endAt });
    const closed = await dashboardOf(ownerToken);
    expect(closed.statusCode).toBe(503);
    const seconds = Number(closed.headers['retry-after']);
    expect(seconds).toBeGreaterThan(89 * 60);
    expect(seconds).toBeLessThanOrEqual(90 * 60);
    await end();
  });

  it('can be planned ahead: announced but not enforced before it starts, gone after it ends', async () => {
    const startAt = new Date(Date.now() + 3600_000).toISOString();
    await start({ message: 'Maintenance prévue', startAt });
    expect(await publicMessage()).toMatchObject({ message: 'Maintenance prévue', startAt, active: false });
    expect((await dashboardOf(ownerToken)).statusCode).toBe(200);
    await start({ message: 'Passée', startAt: '2020-01-01T00:00:00Z', endAt: '2020-01-01T01:00:00Z' });
    expect(await publicMessage()).toMatchObject({ message: null, active: false });
    expect((await dashboardOf(ownerToken)).statusCode).toBe(200);
    await end();
  });
});

describe('maintenance across server processes', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await buildSecondApp(t);
  });
  afterAll(async () => {
    await second?.close();
  });

  it('reaches the other process through NOTIFY, sooner than its cache would expire', async () => {
    expect((await dashboardOf(ownerToken, second)).statusCode).toBe(200); // warms its cache
    await start({ message: 'Partout' });
    const deadline = Date.now() + 2000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await dashboardOf(ownerToken, second)).statusCode;
      if (status === 503) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(503);
    await end(second);
    const reopened = Date.now() + 2000;
    while (Date.now() < reopened && (await dashboardOf(ownerToken)).statusCode !== 200) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await dashboardOf(ownerToken)).statusCode).toBe(200);
  });
});

describe('a maintenance message kept disabled', () => {
  it('is stored and shown to admins, but neither announced nor enforced', async () => {
    const saved = await start({ message: 'Migration prévue', enabled: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: null, active: false });
    expect(await publicMessage()).toMatchObject({ message: null, active: false });
    expect((await dashboardOf(ownerToken)).statusCode).toBe(200);
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/maintenance-message',
      headers: bearer(adminToken),
    });
    expect(admin.json()).toEqual({
      message: 'Migration prévue',
      startAt: null,
      endAt: null,
      enabled: false,
      state: 'disabled',
    });
    const support = await t.app.inject({
      method: 'GET',
      url: '/api/admin/maintenance-message',
      headers: bearer(supportToken),
    });
    expect(support.statusCode).toBe(403);
    await end();
  });
});
