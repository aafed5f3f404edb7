import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, testConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The URL of the test database when running on PostgreSQL. */
  url?: string;
}

/**
 * Builds one app over a fresh database for the whole test file; closed after the file. `logDestination`: where its
 * log lines go (a test reading them), with the config's log level.
 */
export function useTestApp(
  overrides: Partial<Config> = {},
  options: { logDestination?: DestinationStream } = {},
): TestApp {
  const holder = {} as TestApp;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    holder.database = opened.database;
    holder.url = opened.url;
    holder.app = await buildApp({
      config: testConfig(overrides),
      database: opened.database,
      logDestination: options.logDestination,
    });
    await holder.app.ready();
    // Starting PGlite (compiling its WebAssembly) alone took 40 s on a 2-core machine shared by several test runs.
  }, 180_000);
  afterAll(async () => {
    const filesDir = holder.app?.ctx.config.filesDir;
    await holder.app?.close();
    // The test config gives each app a temporary folder for its uploads.
    if (filesDir?.includes('securite-test-files-')) await fs.rm(filesDir, { recursive: true, force: true });
    await drop?.();
  });
  return holder;
}

/**
 * Another server process over the test file's database, ready: on PostgreSQL an app with its own connections (as a
 * second process would have), on PGlite a second app over the same embedded database. The caller closes it.
 */
export async function buildSecondApp(t: TestApp, overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const second = t.url
    ? await buildApp({ config: testConfig({ ...overrides, databaseUrl: t.url }) })
    : await buildApp({ config: testConfig(overrides), database: t.database });
  await second.ready();
  return second;
}
