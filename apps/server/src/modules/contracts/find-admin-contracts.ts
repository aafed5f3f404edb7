import type { AdminContractPage, zAdminContractFetchRequest } from '@securite/domain/contracts/contract-schemas';
import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { contracts } from '../../db/schema/contracts.ts';
import { agencies, customers } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';

/** POST admin/fetch/contracts/customers: every agency's customer contracts (platform staff), newest first. */
export async function findAdminContracts(
  ctx: AppContext,
  request: z.output<typeof zAdminContractFetchRequest>,
): Promise<AdminContractPage> {
  const { filters } = request;
  const search = filters.search ? containsPattern(filters.search) : null;
  const where = and(
    eq(contracts.kind, 'customer'),
    filters.status ? eq(contracts.status, filters.status) : undefined,
    filters.agencyId ? inAgency(contracts, filters.agencyId) : undefined,
    search
      ? or(ilike(contracts.title, search), ilike(agencies.name, search), ilike(customers.name, search))
      : undefined,
  ) as SQL;
  const [rows, [{ n: total }]] = await Promise.all([
    ctx.db
      .select({ row: contracts, agencyName: agencies.name, customerName: customers.name })
      .from(contracts) // every agency: the platform's list of contracts (one agency's by its filter)
      .innerJoin(agencies, eq(agencies.id, contracts.agencyId))
      .leftJoin(customers, and(eq(customers.id, contracts.customerId), inAgency(customers, contracts.agencyId)))
      .where(where)
      .orderBy(desc(contracts.createdAt), desc(contracts.id))
      .limit(request.limit)
      .offset(fetchOffset(request)),
    ctx.db
      .select({ n: count() })
      .from(contracts) // every agency: the same list, counted
      .innerJoin(agencies, eq(agencies.id, contracts.agencyId))
      .leftJoin(customers, and(eq(customers.id, contracts.customerId), inAgency(customers, contracts.agencyId)))
      .where(where),
  ]);
  return {
    total,
    data: rows.map(({ row, agencyName, customerName }) => ({
      id: row.id,
      title: row.title,
      reference: row.reference,
      status: row.status,
      agency: { id: row.agencyId, name: agencyName },
      customer: row.customerId ? { id: row.customerId, name: customerName ?? '' } : null,
      sentAt: row.sentAt?.toISOString() ?? null,
      signedAt: row.signedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
