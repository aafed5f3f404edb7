import { beforeAll, describe, expect, it } from 'vitest';
import { buildDashboardAgency, DASHBOARD_NOW } from '../../testing/dashboard-kit.ts';
import { buildCustomer, buildMember, loginAs } from '../../testing/factories.ts';
import { useServerClock } from '../../testing/field-clock.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
useServerClock(DASHBOARD_NOW);
let a: Awaited<ReturnType<typeof buildDashboardAgency>>;

beforeAll(async () => {
  a = await buildDashboardAgency(t.database.db);
});

const rounds = async (email: string, customerId = a.customer.id) =>
  t.app.inject({
    method: 'GET',
    url: `/api/agency/${a.agency.id}/customer/${customerId}/dashboard/rounds`,
    headers: { authorization: `Bearer ${(await loginAs(t.app, email)).token}` },
  });

describe('GET {agency}/customer/{id}/dashboard/rounds', () => {
  it('counts today’s rounds on the customer’s sites only (two missed, one of last night; the others are on other sites)', async () => {
    const response = await rounds(a.customerUser.user.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ done: 0, incomplete: 0, missed: 2 });
    expect((await rounds(a.owner.user.email)).json()).toEqual({ done: 0, incomplete: 0, missed: 2 });
  });

  it('shows another customer none of them, and refuses it this customer’s', async () => {
    const other = await buildCustomer(t.database.db, a.agency.id);
    const user = await buildMember(t.database.db, a.agency.id, 'customer', { customerId: other.id });
    expect((await rounds(user.user.email, other.id)).json()).toEqual({ done: 0, incomplete: 0, missed: 0 });
    expect((await rounds(user.user.email)).statusCode).toBe(404);
  });
});
