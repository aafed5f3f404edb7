import type { AdminUserFetchRequest, AdminUserPage } from '@securite/domain/admin/user-schemas';
import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { agencies, memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';

const orderColumns = { createdAt: users.createdAt, lastname: users.lastname, email: users.email } as const;

function roleCondition(role: AdminUserFetchRequest['filters']['role']): SQL | undefined {
  if (role === 'admin') return or(eq(users.isAdmin, true), eq(users.isSuperAdmin, true));
  if (role === 'support') return eq(users.isSupport, true);
  return undefined;
}

/** POST admin/fetch/users: a page of every user account, with their places in agencies, for platform staff. */
export async function findUsers(ctx: AppContext, request: AdminUserFetchRequest): Promise<AdminUserPage> {
  const { filters } = request;
  const search = filters.search ? containsPattern(filters.search) : null;
  const membershipRole = filters.role && filters.role !== 'admin' && filters.role !== 'support' ? filters.role : null;
  const ofAgency =
    filters.agencyId || membershipRole
      ? exists(
          ctx.db
            .select({ one: sql`1` })
            .from(memberships)
            .where(
              and(
                eq(memberships.userId, users.id),
                isNull(memberships.deletedAt),
                filters.agencyId ? inAgency(memberships, filters.agencyId) : undefined,
                membershipRole ? eq(memberships.role, membershipRole) : undefined,
              ),
            ),
        )
      : undefined;
  const where = and(
    roleCondition(filters.role),
    ofAgency,
    search
      ? or(
          ilike(users.email, search),
          ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, search),
          ilike(sql`${users.lastname} || ' ' || ${users.firstname}`, search),
        )
      : undefined,
  ) as SQL | undefined;
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(where)
      .orderBy(direction(orderColumns[request.orderBy.field]), direction(users.id))
      .limit(request.limit)
      .offset(fetchOffset(request)),
    ctx.db.select({ total: count() }).from(users).where(where),
  ]);
  // every agency: the platform's user list names each listed user's memberships, in whichever agency.
  const places = rows.length
    ? await ctx.db
        .select({ membership: memberships, agencyName: agencies.name })
        .from(memberships)
        .innerJoin(agencies, eq(agencies.id, memberships.agencyId))
        .where(
          and(
            inArray(
              memberships.userId,
              rows.map((u) => u.id),
            ),
            isNull(memberships.deletedAt),
          ),
        )
        .orderBy(asc(agencies.name), asc(memberships.id))
    : [];
  return {
    total,
    data: rows.map((u) => ({
      id: u.id,
      fullname: `${u.firstname} ${u.lastname}`.trim() || u.email || '',
      email: u.email,
      admin: u.isAdmin || u.isSuperAdmin,
      superAdmin: u.isSuperAdmin,
      isSupport: u.isSupport,
      disabled: u.disabled,
      fake: u.fake,
      memberships: places
        .filter((p) => p.membership.userId === u.id)
        .map(({ membership, agencyName }) => ({
          agencyId: membership.agencyId,
          agencyName,
          role: membership.role,
          active: membership.active,
        })),
      createdAt: u.createdAt.toISOString(),
    })),
  };
}
