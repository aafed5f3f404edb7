import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../db/schema/platform.ts';
import { memberships } from '../../db/schema/tenancy.ts';
import { buildAgency, buildAgencyWithPeople, buildCustomer, buildUser, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;

let adminToken: string;
let supportToken: string;
let admin: Awaited<ReturnType<typeof buildUser>>;
let a: People;
let b: People;

beforeAll(async () => {
  admin = await buildUser(t.database.db, { isAdmin: true });
  const support = await buildUser(t.database.db, { isSupport: true });
  adminToken = (await loginAs(t.app, admin.email)).token;
  supportToken = (await loginAs(t.app, support.email)).token;
  a = await buildAgencyWithPeople(t.database.db);
  b = await buildAgencyWithPeople(t.database.db);
  await t.database.db.update(memberships).set({ active: false }).where(eq(memberships.id, b.agent.membership.id));
  await buildCustomer(t.database.db, b.agency.id);
});

const fetchAgencies = (token: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/admin/fetch/agencies', headers: bearer(token), payload: payload as never });
const lock = (token: string, agencyId: string, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/agency/${agencyId}/subscription`,
    headers: bearer(token),
    payload: payload as never,
  });

describe('POST /api/admin/fetch/agencies', () => {
  it('shows admins every agency, newest first, with counts and the owner', async () => {
    const response = await fetchAgencies(adminToken);
    expect(response.statusCode).toBe(200);
    const { data, total } = response.json();
    expect(total).toBeGreaterThanOrEqual(2);
    const ids = data.map((row: { id: string }) => row.id);
    expect(ids.indexOf(b.agency.id)).toBeLessThan(ids.indexOf(a.agency.id));
    expect(data.find((row: { id: string }) => row.id === b.agency.id)).toEqual({
      id: b.agency.id,
      name: b.agency.name,
      email: null,
      city: null,
      locked: false,
      subscriptionEndsAt: null,
      fake: false,
      counts: { agents: 0, staff: 2, customers: 2 },
      owner: { id: b.owner.user.id, fullname: 'Test Utilisateur', email: b.owner.user.email },
      createdAt: expect.any(String),
    });
  });

  it('searches the name, the city and the owner, filters on the lock and pages', async () => {
    const lyon = await buildAgency(t.database.db, { name: 'Gardiennage 100%_Lyon', address: { city: 'Lyon' } });
    const byName = (await fetchAgencies(adminToken, { filters: { search: '100%_' } })).json();
    expect(byName.data.map((r: { id: string }) => r.id)).toEqual([lyon.id]);
    const byCity = (await fetchAgencies(adminToken, { filters: { search: 'lyon' } })).json();
    expect(byCity.data.map((r: { id: string }) => r.id)).toContain(lyon.id);
    const byOwner = (await fetchAgencies(supportToken, { filters: { search: a.owner.user.email } })).json();
    expect(byOwner.data.map((r: { id: string }) => r.id)).toEqual([a.agency.id]);
    const locked = await buildAgency(t.database.db, { locked: true });
    const onlyLocked = (await fetchAgencies(adminToken, { filters: { locked: true } })).json();
    expect(onlyLocked.data.map((r: { id: string }) => r.id)).toEqual([locked.id]);
    const unlocked = (await fetchAgencies(adminToken, { filters: { locked: false }, limit: 100 })).json();
    expect(unlocked.data.map((r: { id: string }) => r.id)).not.toContain(locked.id);
    const page = (
      await fetchAgencies(adminToken, { page: 2, limit: 1, orderBy: { field: 'name', direction: 'asc' } })
    ).json();
    expect(page.data).toHaveLength(1);
    expect(page.total).toBe(unlocked.total + 1);
  });

  it('is for platform staff: 403 to an agency owner, 401 without a token, 400 on a bad body', async () => {
    const ownerToken = (await loginAs(t.app, a.owner.user.email)).token;
    expect((await fetchAgencies(ownerToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/fetch/agencies' })).statusCode).toBe(401);
    const bad = await fetchAgencies(adminToken, { limit: 1000, filters: { locked: 'oui' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['filters.locked', 'limit']);
  });
});

describe('GET /api/admin/agency/{id}', () => {
  it('answers the agency with its limits to support, 404 when unknown', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/agency/${a.agency.id}`,
      headers: bearer(supportToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: a.agency.id, timezone: 'Europe/Paris', freeAccounts: 0 });
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/admin/agency/${crypto.randomUUID()}`,
      headers: bearer(adminToken),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Agence introuvable.');
  });
});

describe('PATCH /api/admin/agency/{id}/subscription', () => {
  it('locks the agency: its members get 402 outside the allowed list, the admin still passes; unlock restores', async () => {
    const c = await buildAgencyWithPeople(t.database.db);
    const ownerToken = (await loginAs(t.app, c.owner.user.email)).token;
    const staffToken = (await loginAs(t.app, c.staff.user.email)).token;
    const sites = (token: string) =>
      t.app.inject({ method: 'POST', url: `/api/agency/${c.agency.id}/fetch/sites`, headers: bearer(token) });
    expect((await sites(ownerToken)).statusCode).toBe(200);

    const locked = await lock(adminToken, c.agency.id, { locked: true });
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toMatchObject({ id: c.agency.id, locked: true });
    for (const token of [ownerToken, staffToken]) {
      const refused = await sites(token);
      expect(refused.statusCode).toBe(402);
      expect(refused.json().code).toBe('SUBSCRIPTION_INVALID');
    }
    expect((await sites(adminToken)).statusCode).toBe(200);
    expect((await sites(supportToken)).statusCode).toBe(200);
    const dashboard = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${c.agency.id}/dashboard`,
      headers: bearer(ownerToken),
    });
    expect(dashboard.json().agency.locked).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(ownerToken) });
    expect(me.json().userCompanies[0].agency.subscriptionValid).toBe(false);

    expect((await lock(adminToken, c.agency.id, { locked: false })).json().locked).toBe(false);
    expect((await sites(ownerToken)).statusCode).toBe(200);
    expect((await sites(staffToken)).statusCode).toBe(200);
  });

  it('writes one audit row per change, in the change, and tells the owner', async () => {
    const c = await buildAgencyWithPeople(t.database.db);
    await lock(adminToken, c.agency.id, { locked: true, subscriptionEndsAt: '2031-06-30T22:00:00.000Z' });
    await lock(adminToken, c.agency.id, { locked: true }); // nothing changes: nothing written
    await lock(adminToken, c.agency.id, { locked: false, subscriptionEndsAt: null });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.agencyId, c.agency.id))
      .orderBy(auditLog.createdAt);
    expect(audit.map((row) => [row.action, row.actorUserId, row.data?.locked, row.data?.subscriptionEndsAt])).toEqual([
      ['agency.subscription', admin.id, true, '2031-06-30T22:00:00.000Z'],
      ['agency.subscription', admin.id, false, null],
    ]);
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, c.owner.user.id))
      .orderBy(notifications.createdAt);
    expect(notices.map((n) => n.title)).toEqual([
      'L’accès à votre agence a été suspendu',
      'L’accès à votre agence est rétabli',
    ]);
    expect(notices[0].body).toContain(c.agency.name);
    const staffNotices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, c.staff.user.id));
    expect(staffNotices).toEqual([]);

    await lock(adminToken, c.agency.id, { locked: false, subscriptionEndsAt: '2032-01-15T10:00:00+01:00' });
    const [last] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, c.owner.user.id))
      .orderBy(notifications.createdAt)
      .offset(2);
    expect(last).toMatchObject({ title: 'La date de fin d’abonnement de votre agence a changé' });
    expect(last.body).toContain('15 janvier 2032');
  });

  it('is for admins only: support and the owner get 403 and nothing changes; bad input is a 400', async () => {
    const ownerToken = (await loginAs(t.app, a.owner.user.email)).token;
    const bySupport = await lock(supportToken, a.agency.id, { locked: true });
    expect(bySupport.statusCode).toBe(403);
    expect(bySupport.json().code).toBe('FORBIDDEN');
    expect((await lock(ownerToken, a.agency.id, { locked: true })).statusCode).toBe(403);
    const listed = (await fetchAgencies(adminToken, { filters: { search: a.agency.name } })).json();
    expect(listed.data[0].locked).toBe(false);
    expect((await lock(adminToken, crypto.randomUUID(), { locked: true })).statusCode).toBe(404);
    expect((await lock(adminToken, 'pas-un-id', { locked: true })).statusCode).toBe(400);
    const bad = await lock(adminToken, a.agency.id, { locked: 'yes', subscriptionEndsAt: '2031-13-45' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['locked', 'subscriptionEndsAt']);
  });
});
