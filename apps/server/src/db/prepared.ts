import type { Db } from './client.ts';

const cache = new WeakMap<Db, Map<string, unknown>>();

/**
 * A hot statement built once per database and prepared by name: drizzle builds its SQL once, PostgreSQL parses and
 * plans it once per connection, and the request only binds its values (`sql.placeholder`). The name is the
 * statement's on the server, so it is unique per query shape.
 */
export function preparedOnce<Q>(db: Db, name: string, build: (db: Db) => Q): Q {
  let queries = cache.get(db);
  if (!queries) {
    queries = new Map();
    cache.set(db, queries);
  }
  let query = queries.get(name) as Q | undefined;
  if (query === undefined) {
    query = build(db);
    queries.set(name, query);
  }
  return query;
}
