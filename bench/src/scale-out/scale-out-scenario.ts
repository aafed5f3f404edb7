// Scale-out load on PostgreSQL: 200 agents' phones sending field messages (through the real field queue route,
// with client uuids) while 20 planners read the planning, against one server process, then two on the same
// database (autocannon spreads its connections over both addresses, as a round-robin balancer would). Each run
// lasts BENCH_SECONDS (15 by default), the first on one process at the target's pace (300 messages/s offered, a week
// read per planner per second, at independent random times: `_paced_1p`, paced-load.ts); throughput, p99 and errors
// are printed, and every message a server acknowledged is looked up in the database afterwards: one missing stops
// the bench.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../../apps/server/src/db/client.ts';
import { type ServerProcess, startServerProcess } from '../../../apps/server/src/testing/server-process.ts';
import { withFreshPostgres } from '../fresh-postgres.ts';
import { record } from '../results.ts';
import { type LoadRun, runLoad } from './load.ts';
import { runPacedLoad } from './paced-load.ts';
import { type LoadData, seedLoad } from './seed-load.ts';

const AGENTS = 200;
const PLANNERS = 20;
const WEEKS = 8;
/**
 * The paced pass (issue 29's target: one process holds 200 phones and 20 planners at 300 messages/s): 300 messages a
 * second offered by the phones in all, and a week read per planner per second, each a Poisson stream.
 */
const PACED = { phones: 300, planners: PLANNERS };

/** How many of the acknowledged uuids the database holds as field messages. */
async function countStored(url: string, uuids: string[]): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from field_messages where id = any($1::uuid[])',
      [uuids],
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

async function measure(
  label: string,
  url: string,
  servers: ServerProcess[],
  data: LoadData,
  seconds: number,
  rates?: { phones: number; planners: number },
) {
  const urls = servers.map((server) => server.baseUrl);
  const run: LoadRun = rates
    ? await runPacedLoad(urls, data, { seconds, weeks: WEEKS, rates })
    : await runLoad(urls, data, { seconds, weeks: WEEKS });
  const stored = await countStored(url, run.acknowledged);
  const lost = run.acknowledged.length - stored;
  record(`scale_out_field_messages_per_s_${label}`, run.phones.perSecond, 'msg/s');
  record(`scale_out_field_p99_${label}`, run.phones.p99, 'ms');
  record(`scale_out_planning_reads_per_s_${label}`, run.planners.perSecond, 'req/s');
  record(`scale_out_planning_p99_${label}`, run.planners.p99, 'ms');
  record(`scale_out_errors_${label}`, run.phones.errors + run.planners.errors, 'requests');
  record(`scale_out_acknowledged_${label}`, run.acknowledged.length, 'messages');
  record(`scale_out_lost_${label}`, lost, 'messages');
  if (lost !== 0) throw new Error(`${lost} message(s) acquitté(s) absent(s) de la base`);
  return run;
}

export async function scaleOutScenario(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log(
      'scale-out: needs PostgreSQL (a server where the bench may create a database), e.g. ' +
        'DATABASE_URL=postgres://ci:ci@127.0.0.1:5432/postgres npm run bench -- scale-out',
    );
    return;
  }
  const seconds = Number(process.env.BENCH_SECONDS ?? 15);
  await withFreshPostgres(serverUrl, async (url) => {
    const database = await openDatabase({ databaseUrl: url });
    const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-out-')));
    const servers: ServerProcess[] = [];
    try {
      await database.migrate();
      const data = await seedLoad(database, { agents: AGENTS, planners: PLANNERS, weeks: WEEKS });
      await database.db.execute(sql`analyze`);
      const env = { DATABASE_URL: url, SEED_DEMO: 'false', JOBS: 'true', MAIL_VIEWER: 'false' };
      servers.push(
        ...(await Promise.all(
          dirs.map((dir, i) => startServerProcess({ name: `bench ${i + 1}`, env: { ...env, DATA_DIR: dir } })),
        )),
      );
      // Both processes warmed up (JIT, connection pools, the planner's cached plans) before anything is measured.
      await runLoad(
        servers.map((server) => server.baseUrl),
        data,
        { seconds: 3, weeks: WEEKS },
      );
      // At the target's pace first: the latencies a process gives at that load; then at saturation, the most it
      // answers (there the latencies are the queue's).
      await measure('paced_1p', url, servers.slice(0, 1), data, seconds, PACED);
      const one = await measure('1p', url, servers.slice(0, 1), data, seconds);
      const two = await measure('2p', url, servers, data, seconds);
      const ratio = (a: number, b: number) => (b > 0 ? (100 * a) / b : 0);
      record('scale_out_field_2p_vs_1p', ratio(two.phones.perSecond, one.phones.perSecond), '%');
      record('scale_out_planning_2p_vs_1p', ratio(two.planners.perSecond, one.planners.perSecond), '%');
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await database.close();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}
