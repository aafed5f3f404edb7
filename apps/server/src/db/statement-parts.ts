import type { WithSubquery } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Writes of one module made data-modifying parts (WITH) of another module's prepared statement, so that both go to
 * the database in one round trip: a heartbeat's row and its dead-man check ride in its field message's insert. The
 * parts bind their values by placeholder names the host statement does not use; `name` tells the host's prepared
 * shapes apart (one prepared statement per combination).
 */
export interface StatementParts {
  name: string;
  parts: (db: Db) => WithSubquery[];
  values: Record<string, unknown>;
}
