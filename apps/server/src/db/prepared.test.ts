import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { Database, Db } from './client.ts';
import { preparedIn } from './prepared.ts';
import { users } from './schema/tenancy.ts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
}, 180_000);
afterAll(async () => drop());

let builds = 0;
const emailOf = (db: Db) => {
  builds++;
  return db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('test_prepared_in_email');
};

describe('preparedIn', () => {
  it('runs one statement, built once, inside each transaction it is given and on the database', async () => {
    const db = database.db;
    const id = randomUUID();
    const again = await db.transaction(async (tx) => {
      const before = await preparedIn(tx, 'test_prepared_in_email', emailOf).execute({ id });
      await tx.insert(users).values({ id, email: `${id}@prepared.test`, firstname: 'P', lastname: 'Q' });
      const after = await preparedIn(tx, 'test_prepared_in_email', emailOf).execute({ id });
      return { before, after };
    });
    expect(again).toEqual({ before: [], after: [{ email: `${id}@prepared.test` }] });
    expect(await preparedIn(db, 'test_prepared_in_email', emailOf).execute({ id })).toEqual([
      { email: `${id}@prepared.test` },
    ]);
    expect(builds).toBe(1);
  });

  it('leaves a rolled-back transaction’s rows unseen by the next one', async () => {
    const id = randomUUID();
    const inside = await database.db
      .transaction(async (tx) => {
        await tx.insert(users).values({ id, email: `${id}@prepared.test`, firstname: 'R', lastname: 'S' });
        const rows = await preparedIn(tx, 'test_prepared_in_email', emailOf).execute({ id });
        throw Object.assign(new Error('stop'), { rows });
      })
      .catch((error: { rows?: unknown }) => error.rows);
    expect(inside).toEqual([{ email: `${id}@prepared.test` }]);
    const after = await database.db.transaction(async (tx) =>
      preparedIn(tx, 'test_prepared_in_email', emailOf).execute({ id }),
    );
    expect(after).toEqual([]);
  });

  it('binds every kind of value as the driver does, a quote, a backslash or SQL in a text included', async () => {
    const values = {
      text: "l'agent \\ « été » '); drop table users; --",
      n: -42,
      b: false,
      d: new Date('2027-03-01T08:00:00.123Z'),
      nothing: null,
    };
    const select = (db: Db) =>
      db
        .select({
          text: sql<string>`${sql.placeholder('text')}::text`,
          n: sql<number>`${sql.placeholder('n')}::int`,
          b: sql<boolean>`${sql.placeholder('b')}::boolean`,
          d: sql<string>`to_char(${sql.placeholder('d')}::timestamptz at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS')`,
          nothing: sql<null>`${sql.placeholder('nothing')}::text`,
        })
        .from(users)
        .limit(1)
        .prepare('test_prepared_in_values');
    await database.db.insert(users).values({ email: `${randomUUID()}@prepared.test`, firstname: 'V', lastname: 'W' });
    const [row] = await database.db.transaction(async (tx) =>
      preparedIn(tx, 'test_prepared_in_values', select).execute(values),
    );
    expect(row).toEqual({ ...values, d: '2027-03-01 08:00:00.123' });
    // The same statement again: on PGlite, prepared in its session once (PostgreSQL keeps it per connection).
    await preparedIn(database.db, 'test_prepared_in_values', select).execute(values);
    if (database.kind === 'pglite') {
      const prepared = await database.db.execute(
        sql`select count(*)::int as n from pg_prepared_statements where name like 'test_prepared_in_values_%'`,
      );
      expect((prepared as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(1);
    }
  });
});
