import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import { and, asc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { sites } from '../../db/schema/sites.ts';
import { customers } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';

/** The sites an hours count lists: those not archived, and archived ones that hold services in the period. */
export async function findHourSites(
  tx: Tx,
  input: {
    agencyId: string;
    fakeFilter: FakeFilter;
    withServices: readonly string[];
    siteIds?: readonly string[];
    search?: string;
  },
) {
  const pattern = input.search ? containsPattern(input.search) : null;
  const where = and(
    inAgency(sites, input.agencyId),
    or(isNull(sites.archivedAt), input.withServices.length ? inArray(sites.id, [...input.withServices]) : undefined),
    fakeCondition(sites.fake, input.fakeFilter),
    input.siteIds ? inArray(sites.id, [...input.siteIds]) : undefined,
    pattern ? ilike(sites.name, pattern) : undefined,
  ) as SQL;
  return tx
    .select({ id: sites.id, name: sites.name, customerName: customers.name })
    .from(sites)
    .leftJoin(customers, and(eq(customers.id, sites.customerId), inAgency(customers, input.agencyId)))
    .where(where)
    .orderBy(asc(sites.name), asc(sites.id));
}
