import { beforeAll, describe, expect, it } from 'vitest';
import { buildAgencyWithPeople, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

// The geocoder is off in tests: the server's table of communes answers, as on a server without internet.
const t = useTestApp();
const tokens: Record<string, string> = {};
let base: string;

beforeAll(async () => {
  const a = await buildAgencyWithPeople(t.database.db, ['sites.edit']);
  const b = await buildAgencyWithPeople(t.database.db);
  for (const [key, email] of Object.entries({
    owner: a.owner.user.email,
    staff: a.staff.user.email,
    agent: a.agent.user.email,
    otherOwner: b.owner.user.email,
  })) {
    tokens[key] = (await loginAs(t.app, email)).token;
  }
  base = `/api/agency/${a.agency.id}`;
});

const search = (token: string, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `${base}/geocoding/search?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
const reverse = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `${base}/geocoding/reverse`,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });

describe('GET {agency}/geocoding/search (commune table)', () => {
  it('finds any French commune by name, postcode or a whole address, with its point', async () => {
    const response = await search(tokens.staff, 'q=gennevilli');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      source: 'local',
      results: [
        {
          label: '92230 Gennevilliers',
          street: null,
          zipcode: '92230',
          city: 'Gennevilliers',
          citycode: '92036',
          type: 'municipality',
          location: { latitude: expect.closeTo(48.93, 1), longitude: expect.closeTo(2.29, 1) },
        },
      ],
    });
    const village = (await search(tokens.owner, `q=${encodeURIComponent("Saint-Chély-d'Apcher")}`)).json();
    expect(village.results[0]).toMatchObject({ zipcode: '48200', city: "Saint-Chély-d'Apcher" });
    const overseas = (await search(tokens.owner, 'q=mamoudzou')).json();
    expect(overseas.results[0]).toMatchObject({ zipcode: '97600', city: 'Mamoudzou' });
    const address = (
      await search(tokens.owner, `q=${encodeURIComponent('12 rue du Port 92230 Gennevilliers')}`)
    ).json();
    expect(address.results.map((r: { label: string }) => r.label)).toEqual(['92230 Gennevilliers']);
    const postcode = (await search(tokens.owner, 'q=75008&limit=3')).json();
    expect(postcode.results.map((r: { label: string }) => r.label)).toEqual(['75008 Paris']);
    expect((await search(tokens.owner, 'q=Zzyzx')).json()).toEqual({ source: 'local', results: [] });
  });

  it('refuses a query too short or too long and a bad limit, in French', async () => {
    const short = await search(tokens.owner, 'q=%20ab%20');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION', errors: { q: 'Saisissez au moins 3 caractères.' } });
    expect((await search(tokens.owner, '')).statusCode).toBe(400);
    expect((await search(tokens.owner, `q=${'a'.repeat(201)}`)).json().errors).toEqual({ q: 'Maximum 200 caractères' });
    expect((await search(tokens.owner, 'q=paris&limit=50')).statusCode).toBe(400);
    expect((await search(tokens.owner, 'q=paris&limit=deux')).statusCode).toBe(400);
    expect((await search(tokens.owner, 'q=%00%00%00')).statusCode).toBe(400);
  });

  it('is for those who create or edit sites, in their agency only', async () => {
    const agent = await search(tokens.agent, 'q=paris');
    expect(agent.statusCode).toBe(403);
    expect((await search(tokens.otherOwner, 'q=paris')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${base}/geocoding/search?q=paris` })).statusCode).toBe(401);
  });
});

describe('POST {agency}/geocoding/reverse (commune table)', () => {
  it('answers the town of a point, to the postcode, beyond the big cities too', async () => {
    const paris = await reverse(tokens.staff, { latitude: 48.8661, longitude: 2.3215 });
    expect(paris.statusCode).toBe(200);
    expect(paris.json()).toEqual({
      city: 'Paris',
      zipcode: '75008',
      street: null,
      label: '75008 Paris',
      source: 'local',
    });
    expect((await reverse(tokens.owner, { latitude: 44.8025, longitude: 3.2747 })).json()).toMatchObject({
      city: "Saint-Chély-d'Apcher",
      zipcode: '48200',
    });
    expect((await reverse(tokens.owner, { latitude: 4.93, longitude: -52.33 })).json()).toMatchObject({
      city: 'Cayenne',
    });
  });

  it('answers 404 with the spec message when no town is within 15 km', async () => {
    const response = await reverse(tokens.owner, { latitude: 46.5, longitude: -6 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Impossible de localiser la ville.' });
  });

  it('refuses bad coordinates, agents and other agencies', async () => {
    expect((await reverse(tokens.owner, { latitude: 100, longitude: 2 })).statusCode).toBe(400);
    expect((await reverse(tokens.owner, { latitude: '48,8', longitude: 2 })).statusCode).toBe(400);
    expect((await reverse(tokens.owner, [])).statusCode).toBe(400);
    expect((await reverse(tokens.agent, { latitude: 48.8, longitude: 2.3 })).statusCode).toBe(403);
    expect((await reverse(tokens.otherOwner, { latitude: 48.8, longitude: 2.3 })).statusCode).toBe(404);
  });
});
