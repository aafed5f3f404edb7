import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import type { RoundFetchRequest, RoundPage } from '@securite/domain/rounds/round-schemas';
import { and, asc, count, desc, ilike, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { rounds } from '../../db/schema/rounds.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { presentRounds, selectRounds } from './present-round.ts';
import { assertRoundsReader, roundReaders } from './round-access.ts';

const orderColumns = { name: rounds.name, createdAt: rounds.createdAt, updatedAt: rounds.updatedAt } as const;

/** POST {agency}/fetch/rounds: a page of the agency's live rounds, filtered by name and sites (by name by default). */
export async function findRounds(
  ctx: AppContext,
  tenant: TenantContext,
  request: RoundFetchRequest,
): Promise<RoundPage> {
  assertRoundsReader(tenant, roundReaders);
  const { filters } = request;
  const agencyId = tenant.agency.id;
  const where = and(
    inAgency(rounds, agencyId),
    isNull(rounds.deletedAt),
    fakeCondition(rounds.fake, tenant.fakeFilter),
    filters.search ? ilike(rounds.name, containsPattern(filters.search)) : undefined,
    filters.siteIds?.length ? inArray(rounds.siteId, filters.siteIds) : undefined,
  );
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    selectRounds(ctx.db, agencyId, where)
      .orderBy(direction(orderColumns[request.orderBy.field]), direction(rounds.id))
      .limit(request.limit)
      .offset(fetchOffset(request)),
    ctx.db.select({ total: count() }).from(rounds).where(where),
  ]);
  return { data: await presentRounds(ctx.db, agencyId, rows), total };
}
