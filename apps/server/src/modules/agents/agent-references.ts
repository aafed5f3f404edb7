import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** Tables holding the agent record's own data, deleted with it. */
const OWN_TABLES = new Set(['agent_infos', 'agent_expirations', 'agent_items', 'files']);

type Row = { table_name: string; column_name: string };
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * The tables that still hold rows pointing at an agent (planning, requests, unavailabilities, site
 * assignments…), found from the database's own foreign keys, so that a feature added later is covered
 * without a change here. Those keys may cascade: a permanent deletion must not wipe history silently.
 */
export async function findAgentReferences(tx: Tx, membershipId: string): Promise<string[]> {
  const keys = rowsOf<Row>(
    await tx.execute(sql`
      select cl.relname as table_name, a.attname as column_name
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'memberships'::regclass and array_length(c.conkey, 1) = 1
      order by 1, 2`),
  );
  const found: string[] = [];
  for (const key of keys) {
    if (OWN_TABLES.has(key.table_name)) continue;
    const hit = rowsOf<{ one: number }>(
      await tx.execute(
        sql`select 1 as one from ${sql.identifier(key.table_name)} where ${sql.identifier(key.column_name)} = ${membershipId} limit 1`,
      ),
    );
    if (hit.length > 0) found.push(key.table_name);
  }
  return found;
}
