// Field queue figures: 1,000 queued messages of one agent's phone (250 services, each started, paused, resumed and
// ended) drained in order after a reconnection, over HTTP on loopback against the embedded database, and against
// PostgreSQL too when BENCH_DATABASE_URL names a server (figures suffixed `_postgres`). Besides the time, the CPU the
// process spent per message (the server and the phone's client share it): the figure a loaded machine changes least.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { and, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { services } from '../../apps/server/src/db/schema/services.ts';
import { sites } from '../../apps/server/src/db/schema/sites.ts';
import { DEMO_PASSWORD, seedDemo } from '../../apps/server/src/seed/demo.ts';
import { withFreshPostgres } from './fresh-postgres.ts';
import { record as recordFigure } from './results.ts';

const SERVICES = 250;

export async function fieldQueueScenario(): Promise<void> {
  await drainQueue('');
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return;
  await withFreshPostgres(serverUrl, async (url) => {
    const database = await openDatabase({ databaseUrl: url });
    try {
      await database.migrate();
      await drainQueue('_postgres', database);
    } finally {
      await database.close();
    }
  });
}

async function drainQueue(suffix: string, database?: Database): Promise<void> {
  const record = (name: string, value: number, unit: string) => recordFigure(`${name}${suffix}`, value, unit);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-field-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1' }), jobs: false };
  const app = await buildApp({ config, database });
  try {
    await seedDemo(app.ctx.db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
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
    // Services far in the past, one a day, so that none overlaps the demo's own.
    const rows = Array.from({ length: SERVICES }, (_, i) => {
      const start = new Date(Date.UTC(2020, 0, 1 + i, 8));
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
    const queue = planned.flatMap(({ id, startAt }) =>
      (['service.start', 'break.start', 'break.end', 'service.end'] as const).map((type, step) => ({
        uuid: randomUUID(),
        type,
        serviceId: id,
        deviceAt: new Date(startAt.getTime() + step * 3600_000).toISOString(),
      })),
    );
    const url = `${base}/api/agency/${agency.id}/field/message`;
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (const message of queue) {
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(message) });
      if (response.status !== 200) throw new Error(`${message.type}: ${response.status} ${await response.text()}`);
    }
    const seconds = (performance.now() - started) / 1000;
    const { user, system } = process.cpuUsage(cpu);
    record('field_queue_1000_messages_drain', seconds, 's');
    record('field_queue_messages_per_second', queue.length / seconds, 'msg/s');
    record('field_queue_cpu_per_message', (user + system) / 1000 / queue.length, 'ms');
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
