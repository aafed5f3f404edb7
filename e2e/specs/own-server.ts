import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';

/**
 * A server of a spec's own (apps/server/dist/main.mjs, built by playwright.config.ts's web servers), on its own port
 * and embedded database, seeded with the demo data: for the specs that need a setting of the server (a short
 * dead-man delay) or to stop it and reach its database while it is down.
 */
export function ownServer(port: number, env: Record<string, string> = {}) {
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = `.tmp/data-${port}`;
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    child = spawn(process.execPath, ['../apps/server/dist/main.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseURL,
        GEOCODER: 'off',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // Up to 2 minutes: the server (the bundle the workers' servers built) migrates and seeds a new database on a busy
    // machine.
    for (let i = 0; i < 480; i++) {
      const healthy = await fetch(`${baseURL}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return;
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`le serveur du port ${port} n’a pas démarré`);
  }

  /** Stops it cleanly (SIGTERM: the embedded database is closed and its folder unlocked). */
  async function stop(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  return {
    baseURL,
    /** The embedded database's folder, for a spec to open while the server is stopped. */
    pgliteDir: `${dataDir}/pglite`,
    async first() {
      fs.rmSync(dataDir, { recursive: true, force: true });
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
