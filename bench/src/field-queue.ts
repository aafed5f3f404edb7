// Field queue figures: 1,000 queued messages of one agent's phone (250 services, each started, paused, resumed and
// ended) drained in order after a reconnection, over HTTP on loopback against the embedded database, and against
// PostgreSQL too when BENCH_DATABASE_URL names a server (figures suffixed `_postgres`). Besides the time, the CPU the
// process spent per message (the server and the phone's client share it), and the same queue's drain through the
// hand-written minimum (minimum-field.ts) on the same database, as a % of the product's speed: the figures a loaded
// machine changes least.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { and, between, count, eq, inArray, isNotNull } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { serviceBreaks } from '../../apps/server/src/db/schema/field.ts';
import { services } from '../../apps/server/src/db/schema/services.ts';
import { sites } from '../../apps/server/src/db/schema/sites.ts';
import { DEMO_PASSWORD, seedDemo } from '../../apps/server/src/seed/demo.ts';
import { withFreshPostgres } from './fresh-postgres.ts';
import { minimumFieldApp, type Transact } from './minimum-field.ts';
import { baseOf, BENCH_JWT_SECRET as JWT_SECRET } from './minimum-site.ts';
import { record as recordFigure } from './results.ts';

const SERVICES = 250;
/** Messages sent through one app before the other's turn (a multiple of a service's four). */
const SLICE = 200;

export async function fieldQueueScenario(): Promise<void> {
  await drainQueue('');
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return;
  await withFreshPostgres(serverUrl, async (url) => {
    const database = await openDatabase({ databaseUrl: url });
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    // An idle connection closed by the server (the database dropped at the end) must not end the process.
    pool.on('error', () => {});
    try {
      await database.migrate();
      await drainQueue('_postgres', database, postgresTransact(pool));
    } finally {
      await pool.end();
      await database.close();
    }
  });
}

async function drainQueue(suffix: string, database?: Database, transact?: Transact): Promise<void> {
  const record = (name: string, value: number, unit: string) => recordFigure(`${name}${suffix}`, value, unit);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-field-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1', JWT_SECRET };
  const config = { ...loadConfig(env), jobs: false };
  const app = await buildApp({ config, database });
  const minimum = await minimumFieldApp(
    new TextEncoder().encode(JWT_SECRET),
    transact ?? pgliteTransact((app.ctx.database.db as unknown as { $client: PGlite }).$client),
  );
  try {
    await seedDemo(app.ctx.db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = baseOf(app.server.address());
    const login = await fetch(`${base}/api/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'agent@demo.test', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const me = (await (await fetch(`${base}/api/user`, { headers })).json()) as {
      userCompanies: Array<{ agency: { id: string }; agentId: string }>;
    };
    const { agency, agentId } = me.userCompanies[0];
    const [site] = await app.ctx.db.select({ id: sites.id }).from(sites).limit(1);
    // The demo's rota may have the agent on duty at this hour: that service ends first, as the phone would have ended
    // it, or the queue's first start is refused (one service under way at a time).
    await app.ctx.db
      .update(services)
      .set({ status: ServiceStatus.Ended, realEndAt: new Date() })
      .where(
        and(eq(services.agentId, agentId), inArray(services.status, [ServiceStatus.Started, ServiceStatus.Paused])),
      );
    // Services far in the past, one a day, so that none overlaps the demo's own: the product's in 2020, the
    // minimum's in 2021.
    const queueIn = async (year: number) => {
      const rows = Array.from({ length: SERVICES }, (_, i) => {
        const start = new Date(Date.UTC(year, 0, 1 + i, 8));
        return {
          agencyId: agency.id,
          reference: `Q-${randomUUID().slice(0, 10)}`,
          siteId: site.id,
          agentId,
          startAt: start,
          endAt: new Date(start.getTime() + 8 * 3600_000),
        };
      });
      const planned = await app.ctx.db
        .insert(services)
        .values(rows)
        .returning({ id: services.id, startAt: services.startAt });
      return planned.flatMap(({ id, startAt }) =>
        (['service.start', 'break.start', 'break.end', 'service.end'] as const).map((type, step) => ({
          uuid: randomUUID(),
          type,
          serviceId: id,
          deviceAt: new Date(startAt.getTime() + step * 3600_000).toISOString(),
        })),
      );
    };
    const route = `/api/agency/${agency.id}/field/message`;
    await minimum.listen({ host: '127.0.0.1', port: 0 });
    // The two queues go in turns of SLICE messages (each queue still in its order, each message once the one before
    // is answered): the machine's speed drifts within a minute, and the ratio must not take that drift on one side.
    const ours = await queueIn(2020);
    const theirs = await queueIn(2021);
    const product = { seconds: 0, cpuMs: 0, messages: 0 };
    const least = { seconds: 0, cpuMs: 0, messages: 0 };
    for (let from = 0; from < ours.length; from += SLICE) {
      add(product, await drain(`${base}${route}`, headers, ours.slice(from, from + SLICE)));
      add(least, await drain(`${baseOf(minimum.server.address())}${route}`, headers, theirs.slice(from, from + SLICE)));
    }
    record('field_queue_1000_messages_drain', product.seconds, 's');
    record('field_queue_messages_per_second', product.messages / product.seconds, 'msg/s');
    record('field_queue_cpu_per_message', product.cpuMs / product.messages, 'ms');
    // Both drains did the work: every service of their year started, paused, resumed and ended.
    for (const year of [2020, 2021]) {
      const [{ ended }] = await app.ctx.db
        .select({ ended: count() })
        .from(services)
        .innerJoin(serviceBreaks, eq(serviceBreaks.serviceId, services.id))
        .where(
          and(
            eq(services.status, ServiceStatus.Ended),
            isNotNull(services.realStartAt),
            isNotNull(serviceBreaks.realEndAt),
            between(services.startAt, new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year, 11, 31))),
          ),
        );
      if (ended !== SERVICES) throw new Error(`${year}: ${ended} of ${SERVICES} services went through their day`);
    }
    record('field_queue_minimum_drain', least.seconds, 's');
    record('field_queue_drain_vs_minimum', (100 * least.seconds) / product.seconds, '%');
  } finally {
    await minimum.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

type Drained = Awaited<ReturnType<typeof drain>>;
const add = (total: Drained, part: Drained) => {
  total.seconds += part.seconds;
  total.cpuMs += part.cpuMs;
  total.messages += part.messages;
};

/** Sends the queue in order, each message once its previous one is answered, as the phone's queue does. */
async function drain(url: string, headers: Record<string, string>, queue: Array<{ type: string }>) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (const message of queue) {
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(message) });
    if (response.status !== 200) throw new Error(`${message.type}: ${response.status} ${await response.text()}`);
  }
  const { user, system } = process.cpuUsage(cpu);
  return { seconds: (performance.now() - started) / 1000, cpuMs: (user + system) / 1000, messages: queue.length };
}

/** The minimum's transactions on PGlite: its own, on the product's instance. */
function pgliteTransact(client: PGlite): Transact {
  return (body) =>
    client.transaction((tx) =>
      body(async (_name, text, values) => (await tx.query<Record<string, unknown>>(text, values)).rows),
    );
}

/** The minimum's transactions on PostgreSQL: a client of its own pool, its statements named (prepared once). */
function postgresTransact(pool: pg.Pool): Transact {
  return async (body) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await body(async (name, text, values) => (await client.query({ name, text, values })).rows);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
}
