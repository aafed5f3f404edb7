import { beforeAll, describe, expect, it } from 'vitest';
import { agencyWithCallers } from '../../testing/agent-kit.ts';
import { loginAs } from '../../testing/factories.ts';
import { buildPlannedAgent, line } from '../../testing/planning-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;
let customerSite: string;
let otherSite: string;
let karim: string;

const period = { from: '2027-01-04T00:00:00+01:00', to: '2027-01-11T00:00:00+01:00' };

beforeAll(async () => {
  const db = t.database.db;
  a = await agencyWithCallers(t);
  b = await agencyWithCallers(t);
  customerSite = (await buildSite(db, a.agency.id, { name: 'Siège client', customerId: a.customer.id })).id;
  otherSite = (await buildSite(db, a.agency.id, { name: 'Autre site' })).id;
  karim = (await buildPlannedAgent(db, a.agency.id, {}, { firstname: 'Karim', lastname: 'Benali' })).membership.id;
  const saved = await a.owner.api.post(`${a.base}/services/batch`, {
    services: [
      line(customerSite, karim, '2027-01-05', '08:00', '16:00'),
      line(otherSite, karim, '2027-01-06', '08:00', '16:00'),
      line(otherSite, a.agent.membership.id, '2027-01-07', '20:00', '08:00'),
    ],
    // The agent of the agency's people has no work contract on record: the warning is accepted.
    confirmed: true,
  });
  expect(saved.json().status).toBe('saved');
});

describe('the customer’s planning', () => {
  const url = () => `${a.base}/customer/${a.customer.id}/fetch/planned-services`;

  it('lists only the services on the customer’s sites, with the agent’s first name and initial', async () => {
    const response = await a.customerUser.api.post(url(), period);
    expect(response.statusCode).toBe(200);
    const list = response.json().services;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ site: { id: customerSite }, agent: { fullname: 'Karim B.' } });
  });

  it('is another customer’s business (404) and never an agent’s', async () => {
    expect((await b.customerUser.api.post(url(), period)).statusCode).toBe(404);
    expect((await a.agent.api.post(url(), period)).statusCode).toBe(404);
    expect((await a.customerUser.api.post(`${a.base}/fetch/planned-services`, period)).statusCode).toBe(403);
  });
});

describe('Mon planning', () => {
  it('gives an agent their own services, the night included, with their sites’ addresses', async () => {
    const query = new URLSearchParams(period).toString();
    const response = await a.agent.api.get(`${a.base}/agent/${a.agent.membership.id}/services?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().services).toMatchObject([
      { startAt: '2027-01-07T19:00:00.000Z', endAt: '2027-01-08T07:00:00.000Z' },
    ]);
    // The site's address comes with it, although the agent is not posted there (a replacement).
    expect(response.json().sites).toEqual([
      {
        id: otherSite,
        address: { street: null, complement: null, zipcode: '75008', city: 'Paris', country: 'France', location: null },
      },
    ]);
    expect((await a.agent.api.get(`${a.base}/agent/${karim}/services?${query}`)).statusCode).toBe(404);
    expect((await b.owner.api.get(`${b.base}/agent/${karim}/services?${query}`)).statusCode).toBe(404);
  });

  it('refuses a period over 62 days in French', async () => {
    const query = new URLSearchParams({ from: '2027-01-01T00:00:00Z', to: '2027-04-01T00:00:00Z' }).toString();
    const response = await a.agent.api.get(`${a.base}/agent/${a.agent.membership.id}/services?${query}`);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('La période ne peut pas dépasser 62 jours');
  });
});

describe('planning config', () => {
  it('reads the defaults with the agency time zone and saves a change for the settings right', async () => {
    const read = await a.staff.api.get(`${a.base}/planning/config`);
    expect(read.json()).toMatchObject({ timeZone: 'Europe/Paris', coefficients: { night: 11000 } });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${a.base}/planning/config`,
      headers: { authorization: `Bearer ${await tokenOf(a.owner.user.email)}` },
      payload: { blockingErrors: ['dailyRest'], coefficients: { night: 12500 } },
    });
    expect(saved.json()).toMatchObject({
      blockingErrors: ['dailyRest'],
      coefficients: { night: 12500, sunday: 11000 },
    });
    const staffPut = await t.app.inject({
      method: 'PUT',
      url: `${a.base}/planning/config`,
      headers: { authorization: `Bearer ${await tokenOf(a.staff.user.email)}` },
      payload: { blockingErrors: [] },
    });
    expect(staffPut.statusCode).toBe(403);
  });
});

async function tokenOf(email: string | null): Promise<string> {
  return (await loginAs(t.app, email)).token;
}
