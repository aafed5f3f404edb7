// http: the real server on loopback, over a fresh embedded database (and over PostgreSQL when BENCH_DATABASE_URL
// names a server: a database is created there for the run and dropped after), against a bare Fastify app that
// answers a constant from the same process: the ratio is what the product's own path costs per request.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { DEMO_PASSWORD, seedDemo } from '../../apps/server/src/seed/demo.ts';
import { withFreshPostgres } from './fresh-postgres.ts';
import { record } from './results.ts';

const load = async (url: string, headers: Record<string, string> = {}) =>
  autocannon({ url, connections: 10, duration: 5, headers });

const baseOf = (address: ReturnType<import('node:net').Server['address']>) =>
  `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

async function bareFastify(): Promise<number> {
  const bare = Fastify();
  bare.get('/api/version', async () => ({ version: '0.0.0' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  try {
    const result = await load(`${baseOf(bare.server.address())}/api/version`);
    record('bare_fastify_requests_per_second', result.requests.average, 'req/s');
    return result.requests.average;
  } finally {
    await bare.close();
  }
}

async function productServer(label: 'pglite' | 'postgres', bare: number, databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl };
  const app = await buildApp({ config: { ...loadConfig(env), jobs: false } });
  try {
    await seedDemo(app.ctx.db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = baseOf(app.server.address());
    const login = await fetch(`${base}/api/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'gerant@demo.test', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const me = (await (await fetch(`${base}/api/user`, { headers })).json()) as {
      userCompanies: Array<{ agency: { id: string } }>;
    };
    const agency = `${base}/api/agency/${me.userCompanies[0].agency.id}`;
    const sites = await fetch(`${agency}/fetch/sites`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, limit: 1 }),
    });
    const siteId = ((await sites.json()) as { data: Array<{ id: string }> }).data[0].id;

    const version = await load(`${base}/api/version`);
    record(`${label}_version_requests_per_second`, version.requests.average, 'req/s');
    record(`${label}_version_vs_bare_fastify`, (100 * version.requests.average) / bare, '%');
    const user = await load(`${base}/api/user`, headers);
    record(`${label}_current_user_requests_per_second`, user.requests.average, 'req/s');
    record(`${label}_current_user_latency_p97_5`, user.latency.p97_5, 'ms');
    const site = await load(`${agency}/site/${siteId}`, headers);
    record(`${label}_tenant_read_requests_per_second`, site.requests.average, 'req/s');
    record(`${label}_tenant_read_latency_p50`, site.latency.p50, 'ms');
    record(`${label}_tenant_read_latency_p97_5`, site.latency.p97_5, 'ms');
    record(`${label}_tenant_read_vs_bare_fastify`, (100 * site.requests.average) / bare, '%');
    if (site.non2xx > 0) throw new Error(`tenant read answered ${site.non2xx} errors`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function httpScenario(): Promise<void> {
  const bare = await bareFastify();
  await productServer('pglite', bare);
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log('(set BENCH_DATABASE_URL=postgres://… to measure on PostgreSQL too)');
    return;
  }
  await withFreshPostgres(serverUrl, (url) => productServer('postgres', bare, url));
}
