import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDirLock } from './dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle or the database itself: use cases accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Listener = (payload: string) => void;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a PostgreSQL NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  migrate(): Promise<void>;
  /** PGlite only: the whole data directory as an archive, for another database to start from (tests). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

// PGlite's own defaults, with fsync left to the caller (PGlite passes -F, i.e. fsync off).
const pgliteParams = (fsync: boolean) => [
  '--single',
  ...(fsync ? [] : ['-F']),
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  // PostgreSQL's 128 MB of shared buffers live in the WebAssembly memory, touched at start: 64 MB makes the idle process
  // about 60 MB smaller; the file system's cache (the data directory is real files) keeps the rest warm.
  '-c',
  'shared_buffers=64MB',
];

/**
 * What to do when the embedded database does not open. PGlite only says `Aborted()`: the usual cause is a data
 * directory damaged by a machine that stopped (power cut, kernel crash) while fsync was off.
 */
export function damagedDirectoryMessage(dataDir: string, error: unknown): string {
  const cause = error instanceof Error ? error.message : String(error);
  return (
    `la base embarquée de ${dataDir} ne s’ouvre pas (${cause}). ` +
    'Elle a pu être endommagée par un arrêt brutal de la machine (coupure de courant, système planté) avec ' +
    'PGLITE_FSYNC=false. Mettez ce dossier de côté et restaurez la dernière copie de DATA_DIR (faite serveur ' +
    'arrêté) ; voir « Base embarquée (PGlite) : ce qu’elle promet » dans le README.'
  );
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; undefined means in memory (tests). */
  dataDir?: string;
  fsync?: boolean;
  /** PGlite only: start from this archive of a data directory (made by `dump`) instead of an empty database. */
  loadDataDir?: Blob;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite (on disk or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let release: (() => void) | undefined;
  let dataDir: string | undefined;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    release = acquireDirLock(options.dataDir);
    dataDir = path.join(options.dataDir, 'pglite');
  }
  const client = await PGlite.create({
    dataDir,
    extensions: { btree_gist },
    startParams: pgliteParams(options.fsync ?? false),
    loadDataDir: options.loadDataDir,
  }).catch((error: unknown) => {
    release?.();
    throw dataDir ? new Error(damagedDirectoryMessage(dataDir, error)) : error;
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, listener) {
      const unsubscribe = await client.listen(channel, listener);
      return unsubscribe;
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async migrate() {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    },
    dump: () => client.dumpDataDir('none'),
    async close() {
      if (!client.closed) await client.close();
      release?.();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A failed idle client must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  let listenClient: pg.Client | undefined;
  const listeners = new Map<string, Set<Listener>>();
  const ensureListenClient = async () => {
    if (listenClient) return listenClient;
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    await client.connect();
    client.on('notification', (msg) => {
      for (const listener of listeners.get(msg.channel) ?? []) listener(msg.payload ?? '');
    });
    listenClient = client;
    return client;
  };
  return {
    db,
    kind: 'postgres',
    async listen(channel, listener) {
      const client = await ensureListenClient();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      }
      set.add(listener);
      return async () => {
        set.delete(listener);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async migrate() {
      // One process migrates at a time when several start together.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(7262001)');
        await migratePg(drizzlePg({ client }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock(7262001)').catch(() => {});
        client.release();
      }
    },
    async close() {
      await listenClient?.end().catch(() => {});
      await pool.end();
    },
  };
}
