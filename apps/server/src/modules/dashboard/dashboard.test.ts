import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema/tenancy.ts';
import { buildAgencyWithPeople, buildCustomer, buildMember, buildUser, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { notifyUser } from '../notifications/public.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let ownerToken: string;

beforeAll(async () => {
  a = await buildAgencyWithPeople(t.database.db);
  // More people: 2 more agents (one inactive), a second customer company; another agency must not count.
  await buildMember(t.database.db, a.agency.id, 'agent');
  const inactive = await buildMember(t.database.db, a.agency.id, 'agent');
  await t.database.db.update(memberships).set({ active: false }).where(eq(memberships.id, inactive.membership.id));
  await buildCustomer(t.database.db, a.agency.id);
  await buildAgencyWithPeople(t.database.db);
  ownerToken = (await loginAs(t.app, a.owner.user.email)).token;
});

const dashboard = (token: string, agencyId = a.agency.id) =>
  t.app.inject({
    method: 'GET',
    url: `/api/agency/${agencyId}/dashboard`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('GET /api/agency/{id}/dashboard', () => {
  it('counts active people by role and the customers of this agency only', async () => {
    const response = await dashboard(ownerToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      agency: { id: a.agency.id, name: a.agency.name, locked: false, subscriptionEndsAt: null },
      counts: { agents: 2, staff: 2, customers: 2, customerUsers: 1 },
    });
  });

  it('shows the caller’s 5 latest notices, newest first', async () => {
    for (let i = 1; i <= 7; i++) {
      await notifyUser(t.app.ctx, { userId: a.owner.user.id, agencyId: a.agency.id, title: `Avis ${i}` });
      // The embedded database's clock counts in milliseconds: two notices in the same one would tie.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await notifyUser(t.app.ctx, { userId: a.staff.user.id, agencyId: a.agency.id, title: 'Pas pour le gérant' });
    const notices = (await dashboard(ownerToken)).json().notifications;
    expect(notices.map((n: { title: string }) => n.title)).toEqual(['Avis 7', 'Avis 6', 'Avis 5', 'Avis 4', 'Avis 3']);
  });

  it('is for staff: agents and customers get 403 FORBIDDEN', async () => {
    for (const person of [a.agent, a.customerUser]) {
      const token = (await loginAs(t.app, person.user.email)).token;
      const response = await dashboard(token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'Vous n’avez pas accès à cette fonctionnalité.' });
    }
    const staffToken = (await loginAs(t.app, a.staff.user.email)).token;
    expect((await dashboard(staffToken)).statusCode).toBe(200);
    const admin = await buildUser(t.database.db, { isAdmin: true });
    expect((await dashboard((await loginAs(t.app, admin.email)).token)).statusCode).toBe(200);
  });
});
