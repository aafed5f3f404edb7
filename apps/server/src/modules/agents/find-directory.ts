import type { DirectoryEntry, zDirectoryRequest } from '@securite/domain/agents/list-schemas';
import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { agentInfos } from '../../db/schema/agents.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import { findPhotoIds } from '../files/public.ts';
import { searchCondition } from './list-query.ts';
import { fullnameOf } from './present-agent.ts';
import { infosOfMember } from './repo.ts';

/**
 * POST {agency}/fetch/directory: the Annuaire, the agency's people with an active account (owner, staff and
 * agents) and how to reach them, by name.
 */
export async function findDirectory(
  ctx: AppContext,
  input: { agencyId: string; fakeFilter: FakeFilter; query: z.output<typeof zDirectoryRequest> },
): Promise<{ data: DirectoryEntry[]; total: number }> {
  const { query } = input;
  const where = and(
    inAgency(memberships, input.agencyId),
    inArray(memberships.role, ['owner', 'staff', 'agent']),
    eq(memberships.active, true),
    isNull(memberships.deletedAt),
    fakeCondition(memberships.fake, input.fakeFilter),
    searchCondition(query.filters.search),
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ membership: memberships, user: users, infos: agentInfos })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(agentInfos, infosOfMember(input.agencyId))
      .where(where)
      .orderBy(asc(sql`lower(${users.lastname})`), asc(sql`lower(${users.firstname})`), asc(memberships.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db
      .select({ total: count() })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(agentInfos, infosOfMember(input.agencyId))
      .where(where),
  ]);
  const photos = await findPhotoIds(
    ctx.db,
    input.agencyId,
    rows.map((r) => r.membership.id),
  );
  return {
    data: rows.map(({ membership, user, infos }) => ({
      id: membership.id,
      firstname: user.firstname,
      lastname: user.lastname,
      fullname: fullnameOf(user),
      role: membership.role as DirectoryEntry['role'],
      email: user.email,
      phone: user.phone,
      specialties: infos?.specialties ?? [],
      profilePicture: photos.get(membership.id) ?? null,
    })),
    total,
  };
}
