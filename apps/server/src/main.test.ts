import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEntry } from './testing/server-process.ts';

// Starts the real server as a process, the way `npm start` does (its bundle, built from the current sources), on the
// embedded database.
const serverDir = new URL('..', import.meta.url).pathname;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-'));
const children: ChildProcess[] = [];
let entry = '';
beforeAll(async () => {
  entry = await serverEntry();
});

function start(port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child = spawn(process.execPath, [entry], { cwd: serverDir, env });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitHealthy(port: number, exited: Promise<unknown>) {
  let done = false;
  void exited.then(() => {
    done = true;
  });
  // Up to 120 s: the process migrates a new database and seeds the demo (slow on a busy machine).
  for (let i = 0; i < 600 && !done; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('the server process on the embedded database', () => {
  it('seeds once, locks its data directory, stops cleanly on SIGTERM and keeps the data', async () => {
    const first = start(3901);
    await waitHealthy(3901, first.exited);
    expect(first.output()).toContain('gerant@demo.test');
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

    const second = start(3902);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('déjà utilisé par le processus');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const again = start(3903);
    await waitHealthy(3903, again.exited);
    expect(again.output()).not.toContain('Données de démonstration créées');
    const login = await fetch('http://127.0.0.1:3903/api/login_check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'gerant@demo.test', password: 'Demo1234' }),
    });
    expect(login.status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 300_000);
});
