import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAgencyWithPeople, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

// The national geocoder configured but unreachable (nothing listens on port 9 of loopback), with the real logger
// writing its warnings: the failure's log line (its `err` a string) once made every search answer 500.
const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const t = useTestApp(
  { logLevel: 'info', geocoder: { url: 'http://127.0.0.1:9/geocodage', timeoutMs: 2000, backoffMs: 60_000 } },
  { logDestination: capture },
);
let headers: Record<string, string>;
let base: string;

beforeAll(async () => {
  const a = await buildAgencyWithPeople(t.database.db);
  headers = { authorization: `Bearer ${(await loginAs(t.app, a.owner.user.email)).token}` };
  base = `/api/agency/${a.agency.id}`;
});

describe('geocoding with the network unreachable', () => {
  it('answers search and reverse from the commune table, logs the failure once and backs off', async () => {
    const search = await t.app.inject({ method: 'GET', url: `${base}/geocoding/search?q=Amiens`, headers });
    expect(search.statusCode).toBe(200);
    expect(search.json().source).toBe('local');
    expect(search.json().results[0]).toMatchObject({ city: 'Amiens', zipcode: '80000' });

    const started = performance.now();
    const reverse = await t.app.inject({
      method: 'POST',
      url: `${base}/geocoding/reverse`,
      payload: { latitude: 48.9378, longitude: 2.2901 },
      headers,
    });
    expect(reverse.statusCode).toBe(200);
    expect(reverse.json()).toMatchObject({ city: 'Gennevilliers', source: 'local' });
    // Backed off: the second call did not try the geocoder again (no connection attempt, no new warning).
    expect(performance.now() - started).toBeLessThan(1000);

    const warnings = lines.map((line) => JSON.parse(line)).filter((line) => line.msg?.startsWith('geocoder'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ endpoint: 'search', retryInMs: 60_000, err: expect.any(String) });
    expect(lines.some((line) => line.includes('request failed'))).toBe(false);
  });
});
