import { agencyRoutes } from '@securite/domain/api/agency-routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencies } from '../db/schema/tenancy.ts';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo.ts';
import { loginAs } from '../testing/factories.ts';
import { roundTrips } from '../testing/query-count.ts';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();
let base: string;
let headers: Record<string, string>;

beforeAll(async () => {
  expect(await seedDemo(t.database.db)).toBe(true);
  const rows = await t.database.db.select().from(agencies);
  base = `/api/agency/${rows.find((r) => r.name === 'Sécurité Démo')?.id}`;
  headers = (await loginAs(t.app, 'gerant@demo.test', DEMO_PASSWORD)).headers;
}, 120_000);

// Every paged list of the agency that takes no path parameter: `POST {agency}/fetch/…`.
const listPaths = agencyRoutes
  .filter((route) => route.startsWith('POST /fetch/') && !route.includes(':'))
  .map((route) => route.slice('POST '.length).replace(/\?$/, ''));

/**
 * No N+1 in any list route: over the demo agency, a page of one row and a page of all rows (at least two) cost the
 * database the same round trips. A list the owner may not read, or that needs more than a page, is not counted here
 * (the test says how many it checked, and fails when that falls).
 */
describe('the lists of the agency, over the demo data', () => {
  it('cost as many round trips for one row as for all of them', async () => {
    const grown: Record<string, string> = {};
    const checked: string[] = [];
    for (const path of [...new Set(listPaths)]) {
      const page = (limit: number) =>
        roundTrips(t.database.db, () =>
          t.app.inject({ method: 'POST', url: `${base}${path}`, headers, payload: { page: 1, limit } }),
        );
      const one = await page(1);
      const all = await page(100);
      const json = (response: typeof one.result) =>
        response.statusCode === 200 && String(response.headers['content-type']).startsWith('application/json');
      // An export answers a file, a refused or incomplete request an error: not a page of rows.
      if (!json(one.result) || !json(all.result)) continue;
      const rows = (response: typeof one.result) => (response.json() as { data?: unknown }).data;
      const oneRows = rows(one.result);
      const allRows = rows(all.result);
      if (!Array.isArray(oneRows) || !Array.isArray(allRows) || oneRows.length !== 1 || allRows.length < 2) continue;
      checked.push(path);
      if (all.count !== one.count)
        grown[path] = `${one.count} round trips for 1 row, ${all.count} for ${allRows.length}`;
    }
    expect(grown).toEqual({});
    expect(checked.length, checked.join(' ')).toBeGreaterThanOrEqual(25);
  });
});
