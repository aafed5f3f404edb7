import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';

/**
 * The migrated empty database of this test process, as a PGlite archive: starting from it takes well under a second
 * where creating a database and migrating it takes several (the files of a worker share it: isolate is off).
 */
let template: Promise<Blob> | undefined;
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const database = await openDatabase({});
    try {
      await database.migrate();
      if (!database.dump) throw new Error('PGlite attendu');
      return await database.dump();
    } finally {
      await database.close();
    }
  })();
  return template;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or, when DATABASE_URL is set
 * (the CI pass on PostgreSQL), a new database created on that server and dropped afterwards.
 */
export async function openTestDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ loadDataDir: await migratedTemplate() });
    return { database, drop: () => database.close() };
  }
  const name = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const template = await migratedPostgresTemplate(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrlOf(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url });
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The database URL of `name` on the server of `serverUrl`. */
function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of a migrated empty database on the PostgreSQL server, made once for the current migrations (named by
 * their hash) and copied by CREATE DATABASE … TEMPLATE for each test file: a copy takes a fraction of the seconds
 * that migrating a new database takes. Test processes make it under an advisory lock, so only one migrates.
 */
let postgresTemplate: Promise<string> | undefined;
function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const folder = new URL('../db/migrations/', import.meta.url);
    const hash = createHash('sha256');
    for (const file of fs
      .readdirSync(folder)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      hash.update(file).update(fs.readFileSync(new URL(file, folder)));
    }
    const name = `test_template_${hash.digest('hex').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(7308417)');
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        // Made under another name and renamed once migrated: a process killed midway leaves no half-made template.
        const making = `${name}_${randomUUID().replace(/-/g, '').slice(0, 8)}`;
        await admin.query(`create database ${making}`);
        const database = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, making) });
        try {
          await database.migrate();
        } finally {
          await database.close();
        }
        await admin.query(`alter database ${making} rename to ${name}`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock(7308417)').catch(() => undefined);
      await admin.end();
    }
    return name;
  })();
  return postgresTemplate;
}
