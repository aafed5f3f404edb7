import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildAgencyWithPeople, loginAs } from '../../testing/factories.ts';
import { startFakeBan } from '../../testing/fake-ban.ts';
import { useTestApp } from '../../testing/test-app.ts';

// A geocoder of the test's own on loopback, speaking BAN's GeoJSON: the real client, no internet.
const ban = await startFakeBan();
const t = useTestApp({ geocoder: { url: ban.url, timeoutMs: 300, backoffMs: 1500 } });
let headers: Record<string, string>;
let base: string;

beforeAll(async () => {
  const a = await buildAgencyWithPeople(t.database.db);
  headers = { authorization: `Bearer ${(await loginAs(t.app, a.owner.user.email)).token}` };
  base = `/api/agency/${a.agency.id}`;
});
afterAll(() => ban.close());
beforeEach(() => {
  ban.mode = 'ok';
  ban.requests.length = 0;
});

const search = (q: string) =>
  t.app.inject({ method: 'GET', url: `${base}/geocoding/search?q=${encodeURIComponent(q)}`, headers });
const reverse = (latitude: number, longitude: number) =>
  t.app.inject({ method: 'POST', url: `${base}/geocoding/reverse`, payload: { latitude, longitude }, headers });

describe('geocoding with the national address geocoder', () => {
  it('answers its addresses, down to the house number, and says so', async () => {
    const response = await search('8 Boulevard du Port');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      source: 'ban',
      results: [
        {
          label: '8 Boulevard du Port 80000 Amiens',
          street: '8 Boulevard du Port',
          zipcode: '80000',
          city: 'Amiens',
          citycode: '80021',
          type: 'housenumber',
          location: { latitude: 49.897443, longitude: 2.290084 },
        },
      ],
    });
    expect(ban.requests).toEqual(['/geocodage/search?q=8+Boulevard+du+Port&limit=5&autocomplete=1']);
    expect((await reverse(48.9378, 2.2901)).json()).toEqual({
      city: 'Gennevilliers',
      zipcode: '92230',
      street: 'Rue du Port',
      label: 'Rue du Port 92230 Gennevilliers',
      source: 'ban',
    });
  });

  it('falls back on the commune table when it finds nothing, or nothing within 15 km', async () => {
    expect((await search('Mamoudzou')).json()).toMatchObject({ source: 'local', results: [{ zipcode: '97600' }] });
    expect((await reverse(44.8025, 3.2747)).json()).toMatchObject({ city: "Saint-Chély-d'Apcher", source: 'local' });
    const sea = await reverse(46.5, -6);
    expect(sea.statusCode).toBe(404);
    expect(sea.json().message).toBe('Impossible de localiser la ville.');
  });

  it('never fails on its failures: the table answers, and it is left alone for a while', async () => {
    ban.mode = 'slow';
    const started = performance.now();
    const slow = await search('Amiens');
    expect(slow.statusCode).toBe(200);
    expect(slow.json().source).toBe('local');
    expect(slow.json().results[0]).toMatchObject({ city: 'Amiens', zipcode: '80000', type: 'municipality' });
    expect(performance.now() - started).toBeLessThan(1500);
    ban.mode = 'ok';
    expect((await reverse(48.9378, 2.2901)).json()).toMatchObject({ city: 'Gennevilliers', source: 'local' });
    expect(ban.requests).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await search('Amiens')).json().source).toBe('ban');

    for (const mode of ['error', 'garbage'] as const) {
      ban.mode = mode;
      const failed = await search('Amiens');
      expect(failed.statusCode).toBe(200);
      expect(failed.json().source).toBe('local');
      await new Promise((resolve) => setTimeout(resolve, 1600));
    }
  });
});
