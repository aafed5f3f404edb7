import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { buildServer } from '../../build.ts';

/** apps/server, where the server is started from. */
const serverDir = new URL('../..', import.meta.url).pathname;

let bundle: Promise<string> | undefined;
/**
 * The server's bundle (apps/server/dist/main.mjs, what `npm start` runs), built once per test process from the
 * current sources: about a second, where each start through tsx cost 7 s more of CPU.
 */
export function serverEntry(): Promise<string> {
  bundle ??= buildServer();
  return bundle;
}

/** Variables of the test process a server process must not inherit: each test says what it wants. */
const NOT_INHERITED = [
  'DATABASE_URL',
  'DATA_DIR',
  'PORT',
  'HOST',
  'PUBLIC_URL',
  'JWT_SECRET',
  'SMTP_URL',
  'MAIL_VIEWER',
  'SEED_DEMO',
  'JOBS',
  'JOB_LOCK_TIMEOUT_SECONDS',
  'PGLITE_FSYNC',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'NODE_ENV',
];

const running = new Set<ChildProcess>();
// A test file that fails before its own clean-up must not leave servers behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A port free on loopback right now (the kernel's choice), for a server process to listen on. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ServerProcess {
  name: string;
  pid: number;
  port: number;
  /** http://127.0.0.1:port */
  baseUrl: string;
  /** What the process printed (stdout and stderr), the last 64 KiB. */
  output(): string;
  /** Resolves when the process has exited, with its code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGKILL, as a crash or an out-of-memory kill would: nothing is closed, no handler runs. */
  kill(): Promise<void>;
  /** SIGTERM, the clean stop. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Names the process in failure messages. */
  name: string;
  env: Record<string, string>;
  /** A fixed port (a restart on the same address); a free one by default. */
  port?: number;
  /** How long to wait for /api/health (a busy machine migrates and seeds a new database slowly). */
  timeoutMs?: number;
}

/**
 * Starts the real server (its bundle, serverEntry) as a child process, as `npm start` does, and waits until
 * it answers /api/health. Loopback only; logs at warn unless the test says otherwise.
 */
export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of NOT_INHERITED) delete env[name];
  Object.assign(env, {
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    GEOCODER: 'off',
    ...options.env,
  });
  const child = spawn(process.execPath, [await serverEntry()], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-65_536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  for (;;) {
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (gone || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`le serveur ${options.name} n’a pas démarré (port ${port}) :\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const signal = async (name: NodeJS.Signals) => {
    if (!gone) child.kill(name);
    await exited;
  };
  return {
    name: options.name,
    pid: child.pid ?? 0,
    port,
    baseUrl,
    output: () => output,
    exited,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}
