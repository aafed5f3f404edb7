import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema/tenancy.ts';
import { buildAgencyWithPeople, buildMember, buildUser, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;

let adminToken: string;
let supportToken: string;
let admin: Awaited<ReturnType<typeof buildUser>>;
let support: Awaited<ReturnType<typeof buildUser>>;
let a: People;
let b: People;

beforeAll(async () => {
  admin = await buildUser(t.database.db, { isAdmin: true, firstname: 'Alice', lastname: 'Admin' });
  support = await buildUser(t.database.db, { isSupport: true, firstname: 'Samuel', lastname: 'Support' });
  adminToken = (await loginAs(t.app, admin.email)).token;
  supportToken = (await loginAs(t.app, support.email)).token;
  a = await buildAgencyWithPeople(t.database.db);
  b = await buildAgencyWithPeople(t.database.db);
});

const fetchUsers = (token: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/admin/fetch/users', headers: bearer(token), payload: payload as never });
const idsOf = (body: { data: Array<{ id: string }> }) => body.data.map((u) => u.id);

describe('POST /api/admin/fetch/users', () => {
  it('lists every account, newest first, with platform roles and memberships', async () => {
    const response = await fetchUsers(supportToken, { limit: 100 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // Admin and support, then 4 people in each agency (owner, staff, agent, customer user).
    expect(body.total).toBe(2 + 2 * 4);
    expect(body.data[0].id).toBe(b.customerUser.user.id);
    expect(body.data.find((u: { id: string }) => u.id === admin.id)).toEqual({
      id: admin.id,
      fullname: 'Alice Admin',
      email: admin.email,
      admin: true,
      superAdmin: false,
      isSupport: false,
      disabled: false,
      fake: false,
      memberships: [],
      createdAt: expect.any(String),
    });
    expect(body.data.find((u: { id: string }) => u.id === a.owner.user.id).memberships).toEqual([
      { agencyId: a.agency.id, agencyName: a.agency.name, role: 'owner', active: true },
    ]);
  });

  it('shows a person in several agencies once, with each place; archived places are left out', async () => {
    const twoPlaces = await buildMember(t.database.db, a.agency.id, 'staff', { user: { lastname: 'Deuxlieux' } });
    await t.database.db.insert(memberships).values({ agencyId: b.agency.id, userId: twoPlaces.user.id, role: 'agent' });
    const archived = await buildMember(t.database.db, b.agency.id, 'agent', { user: { lastname: 'Archivé' } });
    await t.database.db
      .update(memberships)
      .set({ deletedAt: new Date() })
      .where(eq(memberships.id, archived.membership.id));
    const found = (await fetchUsers(adminToken, { filters: { search: 'deuxlieux' } })).json();
    expect(found.total).toBe(1);
    expect(found.data[0].memberships.map((m: { role: string }) => m.role).sort()).toEqual(['agent', 'staff']);
    const gone = (await fetchUsers(adminToken, { filters: { search: 'archivé' } })).json();
    expect(gone.data[0].memberships).toEqual([]);
  });

  it('searches the name in either order and the e-mail, and filters on the agency and the role', async () => {
    expect(idsOf((await fetchUsers(adminToken, { filters: { search: 'admin alice' } })).json())).toEqual([admin.id]);
    expect(idsOf((await fetchUsers(adminToken, { filters: { search: 'Alice Adm' } })).json())).toEqual([admin.id]);
    const email = a.staff.user.email;
    expect(idsOf((await fetchUsers(adminToken, { filters: { search: email.toUpperCase() } })).json())).toEqual([
      a.staff.user.id,
    ]);
    const inA = (await fetchUsers(adminToken, { filters: { agencyId: a.agency.id }, limit: 100 })).json();
    expect(idsOf(inA)).toEqual(expect.arrayContaining([a.owner.user.id, a.agent.user.id, a.customerUser.user.id]));
    expect(idsOf(inA)).not.toContain(b.owner.user.id);
    const owners = (await fetchUsers(adminToken, { filters: { role: 'owner' }, limit: 100 })).json();
    expect(idsOf(owners).sort()).toEqual([a.owner.user.id, b.owner.user.id].sort());
    const ownersOfB = (await fetchUsers(adminToken, { filters: { role: 'owner', agencyId: b.agency.id } })).json();
    expect(idsOf(ownersOfB)).toEqual([b.owner.user.id]);
    expect(idsOf((await fetchUsers(adminToken, { filters: { role: 'admin' } })).json())).toEqual([admin.id]);
    expect(idsOf((await fetchUsers(adminToken, { filters: { role: 'support' } })).json())).toEqual([support.id]);
    const paged = (
      await fetchUsers(adminToken, { page: 3, limit: 5, orderBy: { field: 'email', direction: 'asc' } })
    ).json();
    expect(paged.data.length).toBeGreaterThan(0);
  });

  it('is for platform staff: 403 to an agency owner, 400 on bad filters', async () => {
    const ownerToken = (await loginAs(t.app, a.owner.user.email)).token;
    expect((await fetchUsers(ownerToken)).statusCode).toBe(403);
    const bad = await fetchUsers(adminToken, { filters: { role: 'roi', agencyId: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['filters.agencyId', 'filters.role']);
  });
});
