import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/platform.ts';
import { buildAgencyWithPeople, buildUser, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let adminToken: string;
let supportToken: string;
let superToken: string;
let admin: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  admin = await buildUser(t.database.db, { isAdmin: true, firstname: 'Alice', lastname: 'Admin' });
  const support = await buildUser(t.database.db, { isSupport: true });
  const superAdmin = await buildUser(t.database.db, { isSuperAdmin: true });
  adminToken = (await loginAs(t.app, admin.email)).token;
  supportToken = (await loginAs(t.app, support.email)).token;
  superToken = (await loginAs(t.app, superAdmin.email)).token;
});

const impersonate = (token: string, userId: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/admin/impersonate', headers: bearer(token), payload: { userId } });

describe('POST /api/admin/impersonate/end', () => {
  const end = (token: string, refreshToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/impersonate/end',
      headers: bearer(token),
      payload: { refresh_token: refreshToken },
    });
  const endings = (targetId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, targetId))
      .then((rows) => rows.filter((row) => row.action === 'user.impersonate.end'));

  it('ends the impersonation session and audits it once, however often the client retries', async () => {
    const target = await buildUser(t.database.db);
    const pair = (await impersonate(adminToken, target.id)).json();
    const answers = await Promise.all([end(adminToken, pair.refresh_token), end(adminToken, pair.refresh_token)]);
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204]);
    expect((await end(adminToken, pair.refresh_token)).statusCode).toBe(204);
    expect(await endings(target.id)).toEqual([
      expect.objectContaining({ actorUserId: admin.id, targetType: 'user', agencyId: null }),
    ]);
    // The session is over: neither its access token nor its refresh token works any more.
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(pair.token) })).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: pair.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('lets only the impersonator end it', async () => {
    const target = await buildUser(t.database.db);
    const pair = (await impersonate(adminToken, target.id)).json();
    expect((await end(supportToken, pair.refresh_token)).statusCode).toBe(204);
    expect(await endings(target.id)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(pair.token) })).statusCode).toBe(200);
    expect((await end(adminToken, 'not-a-token')).statusCode).toBe(204);
  });
});

describe('POST /api/admin/impersonate', () => {
  it('opens a session as the user that names the impersonator, audits it and tells the user', async () => {
    const target = await buildUser(t.database.db);
    const response = await impersonate(adminToken, target.id);
    expect(response.statusCode).toBe(200);
    const pair = response.json();
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(pair.token) });
    expect(me.json()).toMatchObject({ id: target.id, impersonatedBy: { id: admin.id, fullname: 'Alice Admin' } });

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, target.id));
    expect(audit).toEqual([expect.objectContaining({ action: 'user.impersonate', actorUserId: admin.id })]);

    const own = (await loginAs(t.app, target.email)).token;
    const notices = await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(own) });
    expect(notices.json().data[0]).toMatchObject({ title: 'Le support a accédé à votre compte', read: false });
    expect(notices.json().data[0].body).toContain('Alice Admin');
  });

  it('keeps the impersonator across a token refresh', async () => {
    const target = await buildUser(t.database.db);
    const pair = (await impersonate(supportToken, target.id)).json();
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: pair.refresh_token },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(refreshed.json().token) });
    expect(me.json().impersonatedBy).not.toBeNull();
  });

  it('refuses admins acting as other admins, unless super admin', async () => {
    const other = await buildUser(t.database.db, { isAdmin: true });
    const refused = await impersonate(adminToken, other.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Vous ne pouvez pas vous connecter à la place de ce compte.');
    expect((await impersonate(supportToken, other.id)).statusCode).toBe(403);
    expect((await impersonate(superToken, other.id)).statusCode).toBe(200);
    expect((await impersonate(adminToken, admin.id)).statusCode).toBe(403);
  });

  it('refuses to chain impersonations', async () => {
    const other = await buildUser(t.database.db, { isAdmin: true });
    const asAdmin = (await impersonate(superToken, other.id)).json().token;
    const target = await buildUser(t.database.db);
    const response = await impersonate(asAdmin, target.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Quittez d’abord le compte dans lequel vous êtes connecté.');
  });

  it('is for platform staff only, with a 404 for unknown users and a 400 for a malformed id', async () => {
    const { owner } = await buildAgencyWithPeople(t.database.db);
    const ownerToken = (await loginAs(t.app, owner.user.email)).token;
    const target = await buildUser(t.database.db);
    expect((await impersonate(ownerToken, target.id)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/impersonate', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect((await impersonate(adminToken, crypto.randomUUID())).statusCode).toBe(404);
    expect((await impersonate(adminToken, 'nope')).statusCode).toBe(400);
    const disabled = await buildUser(t.database.db, { disabled: true });
    expect((await impersonate(adminToken, disabled.id)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/agency/{agencyId}/impersonate', () => {
  it('records the visit and tells the owner', async () => {
    const { agency, owner } = await buildAgencyWithPeople(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/agency/${agency.id}/impersonate`,
      headers: bearer(supportToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ agencyId: agency.id, name: agency.name });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.agencyId, agency.id));
    expect(audit.map((a) => a.action)).toEqual(['agency.enter']);
    const ownerToken = (await loginAs(t.app, owner.user.email)).token;
    const notices = (
      await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(ownerToken) })
    ).json();
    expect(notices.data).toEqual([
      expect.objectContaining({ title: 'Le support a accédé à votre agence', agencyId: agency.id }),
    ]);
  });

  it('answers 404 for an unknown agency and 403 to agency people', async () => {
    const { agency, owner } = await buildAgencyWithPeople(t.database.db);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/admin/agency/${crypto.randomUUID()}/impersonate`,
      headers: bearer(adminToken),
    });
    expect(unknown.statusCode).toBe(404);
    const ownerToken = (await loginAs(t.app, owner.user.email)).token;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/agency/${agency.id}/impersonate`,
      headers: bearer(ownerToken),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('POST /api/admin/agency/{agencyId}/leave', () => {
  it('records the end of the visit, after its start, by whoever leaves', async () => {
    const { agency } = await buildAgencyWithPeople(t.database.db);
    const url = (verb: string) => `/api/admin/agency/${agency.id}/${verb}`;
    expect(
      (await t.app.inject({ method: 'POST', url: url('impersonate'), headers: bearer(supportToken) })).statusCode,
    ).toBe(200);
    const left = await t.app.inject({ method: 'POST', url: url('leave'), headers: bearer(supportToken) });
    expect(left.statusCode).toBe(204);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.agencyId, agency.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['agency.enter', 'agency.leave']);
    expect(audit.find((a) => a.action === 'agency.leave')).toMatchObject({
      targetType: 'agency',
      targetId: agency.id,
      data: { name: agency.name },
    });
  });

  it('answers 404 for an unknown agency, 400 for a malformed id, 403 to agency people, and records nothing then', async () => {
    const { agency, owner } = await buildAgencyWithPeople(t.database.db);
    const leave = (id: string, token: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/agency/${id}/leave`, headers: bearer(token) });
    expect((await leave(crypto.randomUUID(), adminToken)).statusCode).toBe(404);
    expect((await leave('nope', adminToken)).statusCode).toBe(400);
    const ownerToken = (await loginAs(t.app, owner.user.email)).token;
    const refused = await leave(agency.id, ownerToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toEqual(expect.any(String));
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.agencyId, agency.id));
    expect(audit).toEqual([]);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('pages newest first, 10 by default, with the total', async () => {
    const { agency } = await buildAgencyWithPeople(t.database.db);
    for (let i = 0; i < 12; i++) {
      await t.database.db.insert(auditLog).values({
        agencyId: agency.id,
        actorUserId: admin.id,
        action: `test.${i}`,
        createdAt: new Date(2024, 0, i + 1),
      });
    }
    const page1 = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?agencyId=${agency.id}`,
      headers: bearer(adminToken),
    });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().total).toBe(12);
    expect(page1.json().data).toHaveLength(10);
    expect(page1.json().data[0]).toMatchObject({
      action: 'test.11',
      actor: { id: admin.id },
      agencyId: agency.id,
      agencyName: agency.name,
    });
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?agencyId=${agency.id}&action=test.3`,
      headers: bearer(adminToken),
    });
    expect(one.json()).toMatchObject({ total: 1, data: [{ action: 'test.3' }] });
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?limit=0', headers: bearer(adminToken) });
    expect(bad.statusCode).toBe(400);
    const page2 = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?agencyId=${agency.id}&page=2&limit=10`,
      headers: bearer(adminToken),
    });
    expect(page2.json().data.map((e: { action: string }) => e.action)).toEqual(['test.1', 'test.0']);
  });

  it('is for admins only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: bearer(supportToken) });
    expect(response.statusCode).toBe(403);
  });
});
