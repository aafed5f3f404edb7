import { randomUUID } from 'node:crypto';
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
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
