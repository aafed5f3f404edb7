import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeBan, startFakeBan } from '../../../testing/fake-ban.ts';
import { createBanClient } from './ban-client.ts';

let ban: FakeBan;
let clock = 0;
const log = pino({ level: 'silent' });
const client = () => createBanClient({ url: ban.url, timeoutMs: 300, backoffMs: 60_000 }, log, () => clock);

beforeAll(async () => {
  ban = await startFakeBan();
});
afterAll(() => ban.close());
beforeEach(() => {
  ban.mode = 'ok';
  ban.requests.length = 0;
  clock = 1_000_000;
});

describe('BAN client', () => {
  it('reads the GeoJSON of /search into places: street line, postcode, town, point', async () => {
    expect(await client().search('8 boulevard du port', 5)).toEqual([
      {
        label: '8 Boulevard du Port 80000 Amiens',
        street: '8 Boulevard du Port',
        zipcode: '80000',
        city: 'Amiens',
        citycode: '80021',
        type: 'housenumber',
        location: { latitude: 49.897443, longitude: 2.290084 },
      },
    ]);
    expect(ban.requests).toEqual(['/geocodage/search?q=8+boulevard+du+port&limit=5&autocomplete=1']);
  });

  it('asks /reverse with longitude and latitude', async () => {
    const [found] = (await client().reverse({ latitude: 48.9377, longitude: 2.2902 })) ?? [];
    expect(found).toMatchObject({ street: 'Rue du Port', city: 'Gennevilliers', type: 'street' });
    expect(ban.requests).toEqual(['/geocodage/reverse?lon=2.2902&lat=48.9377&limit=1']);
  });

  it('gives up after the timeout, then leaves the geocoder alone until the backoff is over', async () => {
    const c = client();
    ban.mode = 'slow';
    const started = performance.now();
    expect(await c.search('amiens', 5)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1500);
    ban.mode = 'ok';
    clock += 59_000;
    expect(await c.search('amiens', 5)).toBeNull();
    expect(await c.reverse({ latitude: 49.9, longitude: 2.29 })).toBeNull();
    expect(ban.requests).toHaveLength(1);
    clock += 2_000;
    expect(await c.search('amiens', 5)).toHaveLength(1);
    expect(ban.requests).toHaveLength(2);
  });

  it('backs off on a server error or an answer that is not its GeoJSON', async () => {
    for (const mode of ['error', 'garbage'] as const) {
      const c = client();
      ban.mode = mode;
      ban.requests.length = 0;
      expect(await c.search('amiens', 5)).toBeNull();
      expect(await c.search('amiens', 5)).toBeNull();
      expect(ban.requests).toHaveLength(1);
    }
  });

  it('does not back off when it refuses one query', async () => {
    const c = client();
    ban.mode = 'refused';
    expect(await c.search('#!?', 5)).toBeNull();
    ban.mode = 'ok';
    expect(await c.search('amiens', 5)).toHaveLength(1);
    expect(ban.requests).toHaveLength(2);
  });

  it('backs off when nothing listens', async () => {
    const c = createBanClient(
      { url: 'http://127.0.0.1:9/geocodage', timeoutMs: 300, backoffMs: 60_000 },
      log,
      () => clock,
    );
    expect(await c.search('amiens', 5)).toBeNull();
    expect(await c.reverse({ latitude: 49.9, longitude: 2.29 })).toBeNull();
  });
});
