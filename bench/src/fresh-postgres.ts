import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Runs `use` with the URL of a new database on the PostgreSQL server of `serverUrl`, dropped afterwards. */
export async function withFreshPostgres<T>(serverUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
