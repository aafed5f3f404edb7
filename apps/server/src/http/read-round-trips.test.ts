import { describe, expect, it } from 'vitest';
import { buildAgencyWithPeople, buildCustomer, loginAs } from '../testing/factories.ts';
import { roundTrips } from '../testing/query-count.ts';
import { useTestApp } from '../testing/test-app.ts';
import { buildSite } from '../testing/workforce-factories.ts';

const t = useTestApp();

describe('the round trips of a simple read', () => {
  it('counts them for the common reads of one record', async () => {
    const { agency, owner, agent } = await buildAgencyWithPeople(t.database.db);
    const customer = await buildCustomer(t.database.db, agency.id);
    const site = await buildSite(t.database.db, agency.id, {
      customerId: customer.id,
      agentIds: [agent.membership.id],
    });
    const { headers } = await loginAs(t.app, owner.user.email);
    const base = `/api/agency/${agency.id}`;
    // The factory's agent has no details row yet: the first read makes it (once), the counted one reads it.
    await t.app.inject({ method: 'GET', url: `${base}/information/agent/${agent.membership.id}`, headers });
    const counts: Record<string, number> = {};
    for (const url of [
      '/api/user',
      `${base}/site/${site.id}`,
      `${base}/customer/${customer.id}`,
      `${base}/information/agent/${agent.membership.id}`,
    ]) {
      const { count, result } = await roundTrips(t.database.db, () => t.app.inject({ method: 'GET', url, headers }));
      expect(result.statusCode, url).toBe(200);
      counts[url.replace(base, '{agency}').replace(/[0-9a-f-]{36}/g, '{id}')] = count;
    }
    // The session, then the record with what it shows (subqueries of its own statement).
    expect(counts).toEqual({
      '/api/user': 2,
      '{agency}/site/{id}': 2,
      '{agency}/customer/{id}': 2,
      '{agency}/information/agent/{id}': 2,
    });
  });
});
