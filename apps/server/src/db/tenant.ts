import { type AnyColumn, eq, inArray, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A table (or an alias of one) whose rows belong to an agency. */
export interface TenantTable {
  agencyId: AnyColumn;
}

/**
 * The tenant filter: the rows of `table` that belong to the agency (its id, or another table's agency column in a
 * join). Every query of a tenant table names its agency through this or `inAgencies`; `npm run lint` checks it
 * (scripts/tenant-rule), so a new query cannot forget it.
 */
export function inAgency(table: TenantTable, agencyId: string | AnyColumn | SQLWrapper): SQL {
  return eq(table.agencyId, agencyId);
}

/** The rows of `table` that belong to one of these agencies (a job walking several agencies at once). */
export function inAgencies(table: TenantTable, agencyIds: readonly string[] | SQLWrapper): SQL {
  return inArray(table.agencyId, agencyIds as string[] | SQLWrapper);
}
