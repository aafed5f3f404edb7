// Geocoding from the server's commune table (no network: the national geocoder is off): loading the packaged data
// (read, parse, join, index), reverse lookups of random points of metropolitan France and town searches on the
// index itself, then the same through the server's routes (app.inject), the first request paying the load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPlaceIndex } from '@securite/domain/sites/place-index';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { loadCommunePlaces } from '../../apps/server/src/modules/sites/geocoding/local-places.ts';
import { DEMO_PASSWORD, seedDemo } from '../../apps/server/src/seed/demo.ts';
import { record } from './results.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const queries = ['gennevilliers', 'saint', 'st etienne', 'lyon 69003', '75008', 'aubervil', 'le port', 'mamoudzou'];

/** A small seeded generator (mulberry32) so every run looks up the same points. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function onTheIndex(): Promise<void> {
  // The heap figure needs node --expose-gc (NODE_OPTIONS=--expose-gc npm run bench -- geocoding); without it, skipped.
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const { places } = await loadCommunePlaces();
  const loaded = performance.now();
  const index = buildPlaceIndex(places);
  const built = performance.now();
  record('geocoding_places', index.size, 'places');
  record('geocoding_load_data_ms', loaded - started, 'ms');
  record('geocoding_build_index_ms', built - loaded, 'ms');
  if (gc) {
    gc();
    // What stays: the places and their index (the 15 MB of parsed JSON are garbage once joined).
    record('geocoding_heap_kept_mb', (process.memoryUsage().heapUsed - heapBefore) / 1e6, 'MB');
  }

  const next = random(42);
  const points = Array.from({ length: 10_000 }, () => ({
    latitude: 42.3 + next() * 8.7,
    longitude: -4.8 + next() * 13,
  }));
  const rounds: number[] = [];
  for (let round = 0; round < 5; round++) {
    const t0 = performance.now();
    for (const point of points) index.nearest(point);
    rounds.push((performance.now() - t0) / points.length);
  }
  record('geocoding_reverse_one_point_ms', median(rounds), 'ms');
  const searches: number[] = [];
  for (let round = 0; round < 5; round++) {
    const t0 = performance.now();
    for (const q of queries) index.search(q, 6);
    searches.push((performance.now() - t0) / queries.length);
  }
  record('geocoding_search_one_query_ms', median(searches), 'ms');
}

async function throughTheServer(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-geo-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', GEOCODER: 'off' };
  const app = await buildApp({ config: { ...loadConfig(env), jobs: false } });
  try {
    await seedDemo(app.ctx.db);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'gerant@demo.test', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const me = (await app.inject({ method: 'GET', url: '/api/user', headers })).json();
    const agency = `/api/agency/${me.userCompanies[0].agency.id}`;
    const reverse = () =>
      app.inject({
        method: 'POST',
        url: `${agency}/geocoding/reverse`,
        headers,
        payload: { latitude: 48.9377, longitude: 2.2902 },
      });
    const t0 = performance.now();
    const first = await reverse();
    if (first.statusCode !== 200) throw new Error(`reverse: ${first.statusCode} ${first.body}`);
    record('geocoding_first_request_ms', performance.now() - t0, 'ms');
    const timed = async (call: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < 50; i++) {
        const start = performance.now();
        await call();
        times.push(performance.now() - start);
      }
      return median(times);
    };
    record('geocoding_reverse_request_ms', await timed(reverse), 'ms');
    const search = () => app.inject({ method: 'GET', url: `${agency}/geocoding/search?q=saint%20etienne`, headers });
    record('geocoding_search_request_ms', await timed(search), 'ms');
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function geocodingScenario(): Promise<void> {
  await onTheIndex();
  await throughTheServer();
}
