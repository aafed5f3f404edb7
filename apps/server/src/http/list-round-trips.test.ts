import { describe, expect, it } from 'vitest';
import { buildAgencyWithPeople, buildCustomer, buildMember, loginAs } from '../testing/factories.ts';
import { roundTrips } from '../testing/query-count.ts';
import { useTestApp } from '../testing/test-app.ts';
import { buildSite } from '../testing/workforce-factories.ts';

const t = useTestApp();

/**
 * No N+1 in a list: a page of 20 rows costs the database as many round trips as a page of 2 (the rows' customers,
 * agents and counts come with the rows, not one query per row).
 */
describe('the round trips of a list page do not grow with its size', () => {
  it('holds for the sites, the customers and the agents', async () => {
    const { agency, owner } = await buildAgencyWithPeople(t.database.db);
    for (let i = 0; i < 22; i++) {
      const customer = await buildCustomer(t.database.db, agency.id, { name: `Client ${String(i).padStart(2, '0')}` });
      const agent = await buildMember(t.database.db, agency.id, 'agent');
      await buildSite(t.database.db, agency.id, { customerId: customer.id, agentIds: [agent.membership.id] });
    }
    const { headers } = await loginAs(t.app, owner.user.email);
    const page = (path: string, limit: number) =>
      roundTrips(t.database.db, () =>
        t.app.inject({ method: 'POST', url: `/api/agency/${agency.id}${path}`, headers, payload: { page: 1, limit } }),
      );
    for (const path of ['/fetch/sites', '/fetch/customers', '/fetch/agents']) {
      const small = await page(path, 2);
      const large = await page(path, 20);
      expect(small.result.statusCode, path).toBe(200);
      expect(large.result.statusCode, path).toBe(200);
      expect(large.result.json().data, path).toHaveLength(20);
      expect(large.count, `${path}: ${small.count} round trips for 2 rows, ${large.count} for 20`).toBe(small.count);
    }
  });
});
