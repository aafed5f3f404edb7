import { fillPlaceholders, is } from 'drizzle-orm';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import type { Db, Tx } from './client.ts';

/** What a drizzle handle (database or transaction) holds of its driver: the connection its statements go to. */
type Handle = { dialect: object; session: { client: unknown } };

interface Statements {
  /** The statements built, by name. */
  built: Map<string, unknown>;
  /** PGlite: the names prepared (or being prepared) in its one session, and this database's suffix to them. */
  prepared: Map<string, Promise<unknown>>;
  suffix: number;
}

// By drizzle dialect: one per database, shared by the database and its transactions (and so by every app over it).
const byDialect = new WeakMap<object, Statements>();
let databases = 0;

function statementsOf(handle: Handle): Statements {
  let statements = byDialect.get(handle.dialect);
  if (!statements) {
    statements = { built: new Map(), prepared: new Map(), suffix: ++databases };
    byDialect.set(handle.dialect, statements);
  }
  return statements;
}

function builtOnce<Q>(statements: Statements, handle: Db, name: string, build: (db: Db) => Q): Q {
  let query = statements.built.get(name) as Q | undefined;
  if (query === undefined) {
    query = build(handle);
    statements.built.set(name, query);
  }
  return query;
}

/**
 * A hot statement built once per database and prepared by name: drizzle builds its SQL once, the database parses
 * and plans it once (PostgreSQL per connection, PGlite in its one session, see pglitePrepared), and the request only
 * binds its values (`sql.placeholder`). The name is the statement's on the server, so it is unique per query shape.
 */
export function preparedOnce<Q>(db: Db, name: string, build: (db: Db) => Q): Q {
  const handle = db as unknown as Handle;
  const statements = statementsOf(handle);
  const query = builtOnce(statements, db, name, build);
  return is(query, PglitePreparedQuery) ? (pglitePrepared(query, statements, name) as Q) : query;
}

/**
 * The same for a use case that runs inside a transaction (or on the database): the statement is built once per
 * database and each call binds it to the connection of `tx`, so that it runs inside that transaction (its locks, its
 * uncommitted rows). drizzle keeps the connection in the prepared statement (`client`, the same field for PGlite and
 * pg): the bound copy only replaces it. db/prepared.test.ts holds this to drizzle's behaviour.
 */
export function preparedIn<Q extends object>(tx: Tx, name: string, build: (db: Db) => Q): Q {
  const handle = tx as unknown as Handle;
  const statements = statementsOf(handle);
  const query = builtOnce(statements, tx as Db, name, build);
  const bound = Object.create(query, { client: { value: handle.session.client } }) as Q;
  return is(bound, PglitePreparedQuery) ? (pglitePrepared(bound, statements, name) as Q) : bound;
}

/** What pglitePrepared uses of drizzle's PGlite statement (the fields its own execute reads). */
interface PgliteQuery {
  client: { query: (text: string, params?: unknown[], options?: unknown) => Promise<unknown> };
  queryString: string;
  params: unknown[];
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/**
 * A bound value written as a literal of EXECUTE: quoted as text (standard_conforming_strings, PostgreSQL's default
 * since 9.1 and PGlite's, keeps backslashes as they are), so the prepared statement's parameter type reads it as a
 * text-format bind would. undefined: a value this does not write (the statement runs unprepared).
 */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    text = String(value);
  } else if (typeof value === 'bigint' || typeof value === 'boolean') text = String(value);
  else if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    text = value.toISOString();
  } else return undefined;
  // A NUL cannot be in a PostgreSQL text (the requests refuse it): leave such a value to the driver's error.
  if (text.includes('\u0000')) return undefined;
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * PGlite ignores a statement's name: every query is parsed and planned again, which costs it more than running a
 * short one (a lock by id: about 0.9 ms of CPU, 0.3 ms prepared). So its hot statements are prepared in SQL, once
 * per database (`PREPARE`, which outlives a rolled-back transaction), and run as `EXECUTE name('value', …)`: the
 * same result columns, mapped by drizzle as before. A value it cannot write as a literal runs the plain statement.
 */
function pglitePrepared<Q>(statement: Q, statements: Statements, name: string): Q {
  const query = statement as unknown as PgliteQuery;
  const prepared = `${name}_${statements.suffix}`;
  const execute = async (values: Record<string, unknown> = {}) => {
    const args = fillPlaceholders(query.params, values).map(literal);
    if (args.some((arg) => arg === undefined)) return query.execute(values);
    // Once, even for two requests that come at once; a failed PREPARE is tried again by the next call.
    let ready = statements.prepared.get(prepared);
    if (!ready) {
      const preparing = query.client.query(`prepare ${prepared} as ${query.queryString}`);
      preparing.catch(() => statements.prepared.delete(prepared));
      statements.prepared.set(prepared, preparing);
      ready = preparing;
    }
    await ready;
    const text = args.length > 0 ? `execute ${prepared}(${args.join(', ')})` : `execute ${prepared}`;
    const run = Object.create(query, { queryString: { value: text }, params: { value: [] } }) as PgliteQuery;
    return run.execute({});
  };
  return Object.create(statement as object, { execute: { value: execute } }) as Q;
}
