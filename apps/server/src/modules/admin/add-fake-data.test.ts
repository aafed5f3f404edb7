import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/platform.ts';
import { customers, memberships } from '../../db/schema/tenancy.ts';
import { buildAgencyWithPeople, buildUser, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let adminToken: string;

beforeAll(async () => {
  const admin = await buildUser(t.database.db, { isAdmin: true });
  adminToken = (await loginAs(t.app, admin.email)).token;
});

describe('POST /api/agency/{id}/fake-data/add', () => {
  it('creates fake customers and agents in the agency, audited', async () => {
    const { agency } = await buildAgencyWithPeople(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/agency/${agency.id}/fake-data/add`,
      headers: bearer(adminToken),
      payload: { customers: 2, agents: 4 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().customers).toHaveLength(2);
    expect(response.json().agents).toHaveLength(4);
    const fakeCustomers = await t.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.agencyId, agency.id), eq(customers.fake, true)));
    expect(fakeCustomers).toHaveLength(2);
    const fakeAgents = await t.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.agencyId, agency.id), eq(memberships.fake, true)));
    expect(fakeAgents.map((m) => m.role)).toEqual(['agent', 'agent', 'agent', 'agent']);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.agencyId, agency.id));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'agency.fake-data.add', data: { customers: 2, agents: 4 } }),
    ]);
  });

  it('uses defaults without a body, and the fake filter separates the demo records', async () => {
    const { agency, owner, staff } = await buildAgencyWithPeople(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/agency/${agency.id}/fake-data/add`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    const counts = async (email: string, filter?: string) => {
      const token = (await loginAs(t.app, email)).token;
      const headers = { ...bearer(token), ...(filter ? { 'x-fake-filter': filter } : {}) };
      return (await t.app.inject({ method: 'GET', url: `/api/agency/${agency.id}/dashboard`, headers })).json().counts;
    };
    // buildAgencyWithPeople: 1 agent and 1 customer that are real; 3 and 3 fake were added.
    expect(await counts(owner.user.email)).toMatchObject({ agents: 4, customers: 4 });
    expect(await counts(staff.user.email)).toMatchObject({ agents: 1, customers: 1 });
    expect(await counts(owner.user.email, '1')).toMatchObject({ agents: 3, customers: 3, staff: 0 });
  });

  it('is for admins: 403 to the agency owner and support, 404 to outsiders and unknown agencies', async () => {
    const { agency, owner } = await buildAgencyWithPeople(t.database.db);
    const other = await buildAgencyWithPeople(t.database.db);
    const support = await buildUser(t.database.db, { isSupport: true });
    const post = async (token: string, id = agency.id) =>
      (await t.app.inject({ method: 'POST', url: `/api/agency/${id}/fake-data/add`, headers: bearer(token) }))
        .statusCode;
    expect(await post((await loginAs(t.app, owner.user.email)).token)).toBe(403);
    expect(await post((await loginAs(t.app, support.email)).token)).toBe(403);
    expect(await post((await loginAs(t.app, other.owner.user.email)).token)).toBe(404);
    expect(await post(adminToken, crypto.randomUUID())).toBe(404);
  });

  it('validates the counts', async () => {
    const { agency } = await buildAgencyWithPeople(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/agency/${agency.id}/fake-data/add`,
      headers: bearer(adminToken),
      payload: { customers: -1, agents: 1000 },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['customers', 'agents']);
  });
});
