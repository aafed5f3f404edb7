import { daysUntil, expirationStatus } from '@securite/domain/agents/expirations';
import type {
  ContractExpirationRow,
  ContractExpirationsPage,
  zContractExpirationsRequest,
} from '@securite/domain/contracts/contract-schemas';
import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import { dayToDate, todayIn } from '@securite/domain/time/calendar-day';
import { and, asc, eq, ilike, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { contracts } from '../../db/schema/contracts.ts';
import { customers } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';

/**
 * POST {agency}/fetch/contract-expirations: the expiration screen « Contrats clients »: the customer contracts with a
 * validity end date (drafts aside), soonest first, with the count of each status for the tabs. A few per customer,
 * so the set is read whole and paged here.
 */
export async function findContractExpirations(
  ctx: AppContext,
  tenant: TenantContext,
  request: z.output<typeof zContractExpirationsRequest>,
): Promise<ContractExpirationsPage> {
  const search = request.filters.search ? containsPattern(request.filters.search) : null;
  const rows = await ctx.db
    .select({ row: contracts, customerName: customers.name })
    .from(contracts)
    .innerJoin(customers, and(eq(customers.id, contracts.customerId), inAgency(customers, tenant.agency.id)))
    .where(
      and(
        inAgency(contracts, tenant.agency.id),
        eq(contracts.kind, 'customer'),
        ne(contracts.status, 'created'),
        isNotNull(contracts.endDate),
        search
          ? or(ilike(contracts.title, search), ilike(contracts.reference, search), ilike(customers.name, search))
          : undefined,
      ) as SQL,
    )
    .orderBy(request.orderBy.direction === 'desc' ? contracts.endDate : asc(contracts.endDate), asc(contracts.id));
  const today = dayToDate(todayIn(tenant.agency.timezone));
  const all: ContractExpirationRow[] = rows.map(({ row, customerName }) => {
    const end = dayToDate(row.endDate as string);
    return {
      id: row.id,
      title: row.title,
      reference: row.reference,
      status: row.status,
      customer: { id: row.customerId as string, name: customerName },
      endDate: row.endDate as string,
      expiration: expirationStatus(end, today),
      daysLeft: daysUntil(end, today),
    };
  });
  if (request.orderBy.direction === 'desc') all.reverse();
  const counts = { expired: 0, expiresSoon: 0, valid: 0 };
  for (const row of all) counts[row.expiration]++;
  const status = request.filters.status;
  const matching = status ? all.filter((row) => row.expiration === status) : all;
  const offset = fetchOffset(request);
  return { data: matching.slice(offset, offset + request.limit), total: matching.length, counts };
}
