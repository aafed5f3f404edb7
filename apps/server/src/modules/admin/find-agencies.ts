import type { AdminAgencyFetchRequest, AdminAgencyPage } from '@securite/domain/admin/agency-schemas';
import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import { FakeFilter } from '@securite/domain/tenancy/fake-data';
import { and, asc, count, desc, eq, exists, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { agencies, memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import { presentAgencies } from './present-agencies.ts';

const orderColumns = {
  createdAt: agencies.createdAt,
  name: agencies.name,
  subscriptionEndsAt: agencies.subscriptionEndsAt,
} as const;

/**
 * POST admin/fetch/agencies: a page of every agency, for platform staff (newest first by default), real and demo
 * ones unless the -1/0/1 filter (or the caller's X-Fake-Filter) says otherwise.
 */
export async function findAgencies(
  ctx: AppContext,
  request: AdminAgencyFetchRequest,
  callerFakeFilter: FakeFilter = FakeFilter.All,
): Promise<AdminAgencyPage> {
  const { filters } = request;
  const fakeFilter = (filters.fake ?? callerFakeFilter) as FakeFilter;
  const search = filters.search ? containsPattern(filters.search) : null;
  const ownerMatches = (pattern: string) =>
    exists(
      ctx.db
        .select({ one: sql`1` })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(
          and(
            inAgency(memberships, agencies.id),
            eq(memberships.role, 'owner'),
            or(
              ilike(users.email, pattern),
              ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
              ilike(sql`${users.lastname} || ' ' || ${users.firstname}`, pattern),
            ),
          ),
        ),
    );
  const where = and(
    typeof filters.locked === 'boolean' ? eq(agencies.locked, filters.locked) : undefined,
    fakeCondition(agencies.fake, fakeFilter),
    search
      ? or(
          ilike(agencies.name, search),
          ilike(agencies.email, search),
          ilike(sql`${agencies.address}->>'city'`, search),
          ownerMatches(search),
        )
      : undefined,
  ) as SQL | undefined;
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const column = orderColumns[request.orderBy.field];
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(agencies)
      .where(where)
      // Agencies without an end date come last whichever the direction; the id keeps pages stable.
      .orderBy(sql`${column} is null`, direction(column), direction(agencies.id))
      .limit(request.limit)
      .offset(fetchOffset(request)),
    ctx.db.select({ total: count() }).from(agencies).where(where),
  ]);
  return { data: await presentAgencies(ctx, rows), total };
}
