import { beforeAll, describe, expect, it } from 'vitest';
import { buildAgencyWithPeople, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let people: Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let headers: Record<'owner' | 'staff' | 'agent' | 'customer', Record<string, string>>;

beforeAll(async () => {
  people = await buildAgencyWithPeople(t.database.db);
  const login = async (email: string) => (await loginAs(t.app, email)).headers;
  headers = {
    owner: await login(people.owner.user.email),
    staff: await login(people.staff.user.email),
    agent: await login(people.agent.user.email),
    customer: await login(people.customerUser.user.email),
  };
});

const status = async (who: keyof typeof headers, path: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/agency/${people.agency.id}${path}`, headers: headers[who] }))
    .statusCode;

describe('who reads the agency configuration', () => {
  it('lets the office read everything, agents what their phone needs, customers none of it', async () => {
    const expected: Record<string, Record<keyof typeof headers, number>> = {
      '/planning/config': { owner: 200, staff: 200, agent: 403, customer: 403 },
      '/settings/field': { owner: 200, staff: 200, agent: 200, customer: 403 },
      '/unavailability-types': { owner: 200, staff: 200, agent: 200, customer: 403 },
      '/request-types': { owner: 200, staff: 200, agent: 200, customer: 403 },
    };
    for (const [path, byRole] of Object.entries(expected)) {
      for (const [who, code] of Object.entries(byRole)) {
        expect(await status(who as keyof typeof headers, path), `${who} ${path}`).toBe(code);
      }
    }
  });

  it('gives agents and customers the time zone with their membership instead', async () => {
    for (const who of ['agent', 'customer'] as const) {
      const user = await t.app.inject({ method: 'GET', url: '/api/user', headers: headers[who] });
      expect(user.json().userCompanies[0].agency).toMatchObject({ id: people.agency.id, timeZone: 'Europe/Paris' });
    }
  });
});
