// The demo data of an end-to-end run, seeded once and copied for each server. A server started on an empty folder
// migrates and seeds it (about 27 s of CPU on the CI machine, against 10 s for a start on a seeded folder): the first
// web server of the run builds the server's bundle and seeds a template folder, under a lock; every server of the
// run (the workers' and the specs' own, own-server.ts) then starts on a copy of it, a fresh database of its own.
//
// `node demo-data.mjs` (playwright.config.ts's web servers): copies the template to DATA_DIR and runs the server on
// it, on PORT. The run is named by E2E_RUN (set by playwright.config.ts), so that a template never outlives its run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const serverBundle = path.join(e2eDir, '../apps/server/dist/main.mjs');
const waitSeconds = 240;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's environment for a data folder and a port (the demo accounts' links point at it). */
export function serverEnv(dataDir, port, env = {}) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The site form's addresses come from the commune table: the same answers with or without internet.
    GEOCODER: 'off',
    ...env,
  };
}

/** Waits until the server on `port` answers its health route, or fails when `child` exits first. */
export async function waitHealthy(port, child) {
  for (let i = 0; i < waitSeconds * 4; i++) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    if (child.exitCode !== null) break;
    await sleep(250);
  }
  throw new Error(`le serveur du port ${port} n’a pas démarré`);
}

/** Stops a server cleanly (SIGTERM: the embedded database is closed and its folder unlocked). */
export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Builds the server's bundle, then seeds `folder` by a server started on it (on `port`) and stopped. */
async function seedTemplate(folder, port) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(e2eDir, '../apps/server/build.ts')], {
    stdio: 'inherit',
    cwd: e2eDir,
  });
  if (build.status !== 0) throw new Error('la construction du serveur a échoué');
  const making = `${folder}.making`;
  fs.rmSync(making, { recursive: true, force: true });
  const child = spawn(process.execPath, [serverBundle], {
    env: serverEnv(making, port),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitHealthy(port, child);
  } finally {
    await stopServer(child);
  }
  fs.renameSync(making, folder);
}

/** The run's seeded template folder: made by the first caller (under a lock), waited for by the others. */
async function runTemplate(port) {
  const run = process.env.E2E_RUN;
  if (!run) return null;
  const root = path.join(e2eDir, '.tmp');
  const folder = path.join(root, `demo-${run}`);
  const lock = `${folder}.lock`;
  fs.mkdirSync(root, { recursive: true });
  let holder = true;
  try {
    fs.mkdirSync(lock);
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    holder = false;
  }
  if (holder) {
    // Earlier runs' templates (older than an hour: a run going on beside this one keeps its own).
    for (const name of fs.readdirSync(root)) {
      const old = path.join(root, name);
      if (name.startsWith('demo-') && old !== folder && !old.startsWith(`${folder}.`)) {
        if (Date.now() - fs.statSync(old).mtimeMs > 3600_000) fs.rmSync(old, { recursive: true, force: true });
      }
    }
    try {
      await seedTemplate(folder, port);
    } finally {
      fs.writeFileSync(path.join(lock, 'done'), '');
    }
    return folder;
  }
  for (let i = 0; i < waitSeconds * 4 && !fs.existsSync(path.join(lock, 'done')); i++) await sleep(250);
  if (!fs.existsSync(folder)) throw new Error('les données de démonstration n’ont pas été créées');
  return folder;
}

/**
 * Makes `dataDir` a fresh copy of the run's seeded demo data (seeding the template first if no server of the run has
 * yet); outside a Playwright run (no E2E_RUN), empties it: the server seeds it itself.
 */
export async function seededCopy(dataDir, port) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const template = await runTemplate(port);
  if (template) fs.cpSync(template, dataDir, { recursive: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.PORT);
  const dataDir = process.env.DATA_DIR;
  if (!port || !dataDir) throw new Error('PORT et DATA_DIR sont attendus');
  // Started by hand, outside a run: a template of its own, made and used by this server only.
  process.env.E2E_RUN ??= `seul-${process.pid}`;
  await seededCopy(dataDir, port);
  const child = spawn(process.execPath, [serverBundle], { env: serverEnv(dataDir, port), stdio: 'inherit' });
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
