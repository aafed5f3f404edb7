// http: the real server on loopback, over a fresh embedded database (and over PostgreSQL when BENCH_DATABASE_URL
// names a server: a database is created there for the run and dropped after), against two baselines measured in the
// same run: a bare Fastify app answering a constant (for /api/version) and the hand-written minimums of the tenant
// read and of /api/user (minimum-site.ts: the same answers from the same database, checked equal first). The load comes from a process
// of its own (external-load.ts): the ratios are what the product's own path costs per request.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { DEMO_PASSWORD, seedDemo } from '../../apps/server/src/seed/demo.ts';
import { externalLoad } from './external-load.ts';
import { withFreshPostgres } from './fresh-postgres.ts';
import {
  baseOf,
  BENCH_JWT_SECRET as JWT_SECRET,
  minimumApp,
  pgliteStatements,
  postgresStatements,
} from './minimum-site.ts';
import { record } from './results.ts';

/** A bare Fastify app answering /api/version with a constant, listening until closed. */
async function bareFastify() {
  const bare = Fastify();
  bare.get('/api/version', async () => ({ version: '0.0.0' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${baseOf(bare.server.address())}/api/version`, close: () => bare.close() };
}

const PAIRS = 3;

/**
 * /api/version against the bare route, in turn, bare then product, PAIRS times (3 s each): the median of the pairs'
 * ratios, each pair measured side by side, so that the machine's drift over the run (a shared two-core machine's
 * speed moves by a third within a minute) does not land on one side only.
 */
async function versionAgainstBare(label: string, product: string): Promise<number> {
  const bare = await bareFastify();
  try {
    const pairs: Array<{ bare: number; product: number }> = [];
    for (let i = 0; i < PAIRS; i++) {
      const bareRate = (await externalLoad(bare.url, {}, 3)).requestsPerSecond;
      pairs.push({ bare: bareRate, product: (await externalLoad(product, {}, 3)).requestsPerSecond });
    }
    const middle = <T>(values: T[], by: (v: T) => number) =>
      [...values].sort((a, b) => by(a) - by(b))[values.length >> 1];
    const bareRate = middle(pairs, (p) => p.bare).bare;
    record(`${label}_bare_fastify_requests_per_second`, bareRate, 'req/s');
    record(`${label}_version_requests_per_second`, middle(pairs, (p) => p.product).product, 'req/s');
    const ratio = middle(pairs, (p) => p.product / p.bare);
    record(`${label}_version_vs_bare_fastify`, (100 * ratio.product) / ratio.bare, '%');
    return bareRate;
  } finally {
    await bare.close();
  }
}

async function productServer(label: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    JWT_SECRET,
  };
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

    const bare = await versionAgainstBare(label, `${base}/api/version`);
    const user = await externalLoad(`${base}/api/user`, headers);
    record(`${label}_current_user_requests_per_second`, user.requestsPerSecond, 'req/s');
    record(`${label}_current_user_latency_p97_5`, user.p97_5, 'ms');
    const sitePath = `/api/agency/${me.userCompanies[0].agency.id}/site/${siteId}`;
    const site = await externalLoad(`${base}${sitePath}`, headers);
    if (site.non2xx > 0 || site.errors > 0) throw new Error(`tenant read answered ${site.non2xx} errors`);
    record(`${label}_tenant_read_requests_per_second`, site.requestsPerSecond, 'req/s');
    record(`${label}_tenant_read_latency_p50`, site.p50, 'ms');
    record(`${label}_tenant_read_latency_p97_5`, site.p97_5, 'ms');
    record(`${label}_tenant_read_vs_bare_fastify`, (100 * site.requestsPerSecond) / bare, '%');

    // The minimum, on the same database: PGlite's own instance in this process, or a pool of its own.
    const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : null;
    // An idle connection closed by the server (the database dropped at the end) must not end the process.
    pool?.on('error', () => {});
    const client = (app.ctx.database.db as unknown as { $client: Parameters<typeof pgliteStatements>[0] }).$client;
    const minimum = await minimumApp(
      new TextEncoder().encode(JWT_SECRET),
      pool ? postgresStatements(pool) : pgliteStatements(client),
    );
    try {
      await minimum.listen({ host: '127.0.0.1', port: 0 });
      const minimumBase = baseOf(minimum.server.address());
      for (const route of [sitePath, '/api/user']) {
        const [product, hand] = await Promise.all(
          [base, minimumBase].map(async (root) => (await fetch(`${root}${route}`, { headers })).json()),
        );
        assert.deepStrictEqual(hand, product, `the minimum must give the product’s answer (${route})`);
      }
      const least = await externalLoad(`${minimumBase}${sitePath}`, headers);
      if (least.non2xx > 0 || least.errors > 0) throw new Error(`the minimum answered ${least.non2xx} errors`);
      record(`${label}_tenant_read_minimum_requests_per_second`, least.requestsPerSecond, 'req/s');
      record(`${label}_tenant_read_minimum_latency_p50`, least.p50, 'ms');
      record(`${label}_tenant_read_vs_minimum`, (100 * site.requestsPerSecond) / least.requestsPerSecond, '%');
      const leastUser = await externalLoad(`${minimumBase}/api/user`, headers);
      if (leastUser.non2xx > 0 || leastUser.errors > 0)
        throw new Error(`the minimum answered ${leastUser.non2xx} errors`);
      record(`${label}_current_user_minimum_requests_per_second`, leastUser.requestsPerSecond, 'req/s');
      record(`${label}_current_user_vs_minimum`, (100 * user.requestsPerSecond) / leastUser.requestsPerSecond, '%');
    } finally {
      await minimum.close();
      await pool?.end();
    }
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function httpScenario(): Promise<void> {
  await productServer('pglite');
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log('(set BENCH_DATABASE_URL=postgres://… to measure on PostgreSQL too)');
    return;
  }
  await withFreshPostgres(serverUrl, (url) => productServer('postgres', url));
}
