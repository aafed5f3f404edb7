import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../db/client.ts';

type Queryable = { query: (...args: unknown[]) => unknown };
type PgliteClient = Queryable & { transaction?: (run: (tx: Queryable) => Promise<unknown>) => Promise<unknown> };
type PoolClient = Queryable & { connect?: (...args: unknown[]) => Promise<Queryable> };

const counting = new AsyncLocalStorage<{ count: number }>();

/**
 * The database round trips `run` makes: every statement the driver sends (PGlite's client or the pg pool), counted
 * where both go through `$client.query`, and those of a transaction: on PostgreSQL the statements of the pool's
 * client it holds (its begin and commit included), on PGlite those of its transaction object plus its begin and
 * commit. Only the statements `run` sends count (its async context): not those of the process's own timers that
 * happen to run meanwhile, nor PGlite's one PREPARE of a hot statement. For the tests that hold a route to its number of round trips.
 */
export async function roundTrips<T>(db: Db, run: () => Promise<T>): Promise<{ count: number; result: T }> {
  const { $client: client } = db as unknown as { $client: PgliteClient & PoolClient };
  const tally = { count: 0 };
  const counted = (n = 1, statement?: unknown) => {
    // PGlite prepares a hot statement once per process (db/prepared.ts), as PostgreSQL parses it once per connection
    // in the same round trip as its first run: not counted.
    if (typeof statement === 'string' && statement.startsWith('prepare ')) return;
    if (counting.getStore() === tally) tally.count += n;
  };
  const restores: Array<() => void> = [];
  /** Replaces a method of the client for the run, put back as it was (its own or its prototype's) after. */
  const patch = <K extends keyof (PgliteClient & PoolClient)>(key: K, value: (PgliteClient & PoolClient)[K]) => {
    const own = Object.hasOwn(client, key);
    const before = client[key];
    client[key] = value;
    restores.push(() => {
      if (own) client[key] = before;
      else delete client[key];
    });
  };
  const query = client.query;
  patch('query', function (this: unknown, ...args: unknown[]) {
    counted(1, args[0]);
    return query.apply(this, args);
  });
  if (typeof client.transaction === 'function') {
    // PGlite: its transaction's queries go to an object of its own; begin and commit are two more.
    const original = client.transaction;
    patch('transaction', function (this: unknown, body) {
      return original.call(this, async (tx) => {
        counted(2);
        const wrapped: Queryable = Object.create(tx);
        wrapped.query = (...args: unknown[]) => {
          counted(1, args[0]);
          return tx.query(...args);
        };
        return body(wrapped);
      });
    });
  }
  if (typeof client.connect === 'function') {
    // pg's pool: a transaction holds one of its clients, and sends its statements (begin, commit too) through it;
    // counted while it holds it (the pool's own query, counted above, borrows one by a callback).
    const connect = client.connect;
    patch('connect', function (this: unknown, ...args: unknown[]) {
      if (typeof args.at(-1) === 'function') return connect.apply(this, args);
      return connect.apply(this, args).then((pooled) => {
        const held = pooled as Queryable & { release: (...a: unknown[]) => unknown };
        const { query: heldQuery, release } = held;
        held.query = function (this: unknown, ...queryArgs: unknown[]) {
          counted();
          return heldQuery.apply(this, queryArgs);
        };
        held.release = function (this: unknown, ...releaseArgs: unknown[]) {
          held.query = heldQuery;
          held.release = release;
          return release.apply(this, releaseArgs);
        };
        return held;
      });
    });
  }
  try {
    // Awaited inside the run: an inject's answer is a thenable that starts the request when awaited.
    const result = await counting.run(tally, async () => await run());
    return { count: tally.count, result };
  } finally {
    for (const restore of restores.reverse()) restore();
  }
}
