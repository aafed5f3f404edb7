import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { seededCopy, serverEnv, stopServer, waitHealthy } from '../demo-data.mjs';

/**
 * A server of a spec's own (apps/server/dist/main.mjs, built by playwright.config.ts's web servers), on its own port
 * and embedded database, a copy of the run's demo data (demo-data.mjs): for the specs that need a setting of the
 * server (a short dead-man delay) or to stop it and reach its database while it is down.
 */
export function ownServer(port: number, env: Record<string, string> = {}) {
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = `.tmp/data-${port}`;
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    child = spawn(process.execPath, ['../apps/server/dist/main.mjs'], {
      env: serverEnv(dataDir, port, env),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitHealthy(port, child);
  }

  /** Stops it cleanly (SIGTERM: the embedded database is closed and its folder unlocked). */
  async function stop(): Promise<void> {
    const running = child;
    child = undefined;
    if (running) await stopServer(running);
  }

  return {
    baseURL,
    /** The embedded database's folder, for a spec to open while the server is stopped. */
    pgliteDir: `${dataDir}/pglite`,
    async first() {
      await seededCopy(dataDir, port);
      await start();
    },
    restart: start,
    stop,
    async dispose() {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
