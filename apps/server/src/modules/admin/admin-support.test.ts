import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../db/schema/platform.ts';
import { users } from '../../db/schema/tenancy.ts';
import { buildAgencyWithPeople, buildUser, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let admin: Awaited<ReturnType<typeof buildUser>>;
let otherAdmin: Awaited<ReturnType<typeof buildUser>>;
let adminToken: string;
let supportToken: string;
let people: Awaited<ReturnType<typeof buildAgencyWithPeople>>;

beforeAll(async () => {
  admin = await buildUser(t.database.db, { isAdmin: true });
  otherAdmin = await buildUser(t.database.db, { isAdmin: true });
  adminToken = (await loginAs(t.app, admin.email)).token;
  supportToken = (await loginAs(t.app, (await buildUser(t.database.db, { isSupport: true })).email)).token;
  people = await buildAgencyWithPeople(t.database.db);
});

const createSupport = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/support-account',
    headers: bearer(token),
    payload: payload as never,
  });
const patchUser = (token: string, userId: string, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/user/${userId}`,
    headers: bearer(token),
    payload: payload as never,
  });

describe('support accounts', () => {
  it('are created by admins only, with an invitation for a new address', async () => {
    const payload = { email: 'nadia.support@plateforme.fr', firstname: 'Nadia', lastname: 'Ferhat' };
    expect((await createSupport(supportToken, payload)).statusCode).toBe(403);
    expect((await createSupport(adminToken, { email: 'x', firstname: '', lastname: '' })).statusCode).toBe(400);
    const created = await createSupport(adminToken, payload);
    expect(created.statusCode).toBe(200);
    expect(created.json().invited).toBe(true);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, created.json().id));
    expect(user.isSupport).toBe(true);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, payload.email));
    expect(mail.text).toContain('Un compte support vous a été ouvert');
    const again = await createSupport(adminToken, payload);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.email).toBe('Ce compte fait déjà partie du support.');
  });

  it('promote an existing account without inviting it', async () => {
    const response = await createSupport(adminToken, {
      email: people.staff.user.email,
      firstname: 'Test',
      lastname: 'Utilisateur',
    });
    expect(response.json()).toEqual({ id: people.staff.user.id, invited: false });
  });
});

describe('PATCH /api/admin/user/{id}', () => {
  it('withdraws the support role and disables an account, ending its sessions (audited)', async () => {
    const staffLogin = await loginAs(t.app, people.staff.user.email);
    const revoked = await patchUser(adminToken, people.staff.user.id, { isSupport: false });
    expect(revoked.json()).toEqual({ id: people.staff.user.id, isSupport: false, disabled: false });
    const disabled = await patchUser(adminToken, people.staff.user.id, { disabled: true });
    expect(disabled.json().disabled).toBe(true);
    const afterwards = await t.app.inject({ method: 'GET', url: '/api/user', headers: staffLogin.headers });
    expect(afterwards.statusCode).toBe(401);
    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, people.staff.user.id))
        .orderBy(auditLog.createdAt)
    ).map((a) => a.action);
    expect(actions).toEqual(['user.support.grant', 'user.support.revoke', 'user.disable']);
    await patchUser(adminToken, people.staff.user.id, { disabled: false });
  });

  it('leaves one’s own account and other admins alone', async () => {
    expect((await patchUser(adminToken, admin.id, { disabled: true })).statusCode).toBe(403);
    expect((await patchUser(adminToken, otherAdmin.id, { disabled: true })).statusCode).toBe(403);
    expect((await patchUser(adminToken, people.owner.user.id, {})).statusCode).toBe(400);
    expect((await patchUser(supportToken, people.owner.user.id, { disabled: true })).statusCode).toBe(403);
    expect((await patchUser(adminToken, '3f1c2b1e-0000-4000-8000-000000000001', { disabled: true })).statusCode).toBe(
      404,
    );
  });
});
