// server-start: the built server (apps/server/dist/main.mjs, what `npm start` runs) started on data it made
// before (the demo agency, seeded by a first start), until /api/health answers, and its resident memory once idle;
// on PGlite, and on PostgreSQL with BENCH_DATABASE_URL. Baseline of the same run: a bare Fastify process started the
// same way (its start and idle memory are what Node and Fastify cost before the product adds anything).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { withFreshPostgres } from './fresh-postgres.ts';
import { record } from './results.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverDir = path.join(root, 'apps/server');
const mainScript = path.join(serverDir, 'dist/main.mjs');
const IDLE_MS = 5_000;
const RUNS = 3;

const bareScript = `
const Fastify = require(${JSON.stringify(path.join(root, 'node_modules/fastify'))});
const app = Fastify();
app.get('/api/health', async () => ({ ok: true }));
app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
`;

function residentMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

async function waitHealthy(port: number, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (code ${child.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  throw new Error('the server did not answer /api/health in time');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
}

/** Starts `args` with `env`, times it until healthy, waits idle and reads its memory, stops it. */
async function startOnce(args: string[], env: Record<string, string>, port: number) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  try {
    await waitHealthy(port, child);
    const startMs = performance.now() - started;
    await sleep(IDLE_MS);
    return { startMs, rssMb: residentMegabytes(child.pid as number) };
  } finally {
    await stop(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(label: string, args: string[], env: Record<string, string>, port: number) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await startOnce(args, env, port));
  const startMs = median(runs.map((r) => r.startMs));
  const rssMb = median(runs.map((r) => r.rssMb));
  record(`${label}_start_ms`, startMs, 'ms');
  record(`${label}_idle_rss`, rssMb, 'MB');
  return { startMs, rssMb };
}

async function productOn(label: 'pglite' | 'postgres', databaseUrl: string | undefined, bare: { startMs: number }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  try {
    // The first start migrates and seeds the demo; the measured ones start on that data.
    await startOnce([mainScript], env, 3391);
    const product = await measure(`server_${label}`, [mainScript], env, 3391);
    record(`server_${label}_start_vs_bare_fastify`, product.startMs / bare.startMs, '×');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function serverStartScenario(): Promise<void> {
  if (!fs.existsSync(mainScript)) {
    console.log('server-start: building the server (apps/server/build.ts)');
    execFileSync(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: serverDir, stdio: 'inherit' });
  }
  const bare = await measure('bare_fastify', ['-e', bareScript], {}, 3392);
  await productOn('pglite', undefined, bare);
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) await withFreshPostgres(serverUrl, (url) => productOn('postgres', url, bare));
  else console.log('server-start: no BENCH_DATABASE_URL, PostgreSQL skipped');
}
