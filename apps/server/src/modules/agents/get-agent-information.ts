import type { AgentInformation } from '@securite/domain/agents/badge-schemas';
import { messages } from '@securite/domain/errors/messages';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { agentInfos } from '../../db/schema/agents.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { notFound } from '../../http/errors.ts';
import type { AgencyRow } from '../../http/tenancy.ts';
import { cardStatusOf, fullnameOf } from './present-agent.ts';
import { agentOf, ensureAgentInfos, infosOfMember, UUID } from './repo.ts';

/**
 * The agent's current photo file, a subquery of the agent's statement. Qualified names: drizzle leaves columns
 * unqualified inside sql, which the subquery would read as the files' own.
 */
const photoIdSql = sql<string | null>`(
  select f.id from files f
  where f.agency_id = "memberships"."agency_id" and f.owner_membership_id = "memberships"."id"
    and f.purpose = 'agent-photo' and f.deleted_at is null
  limit 1)`;

/** What a badge shows of one agent, in one statement: the names, the details' few fields and the photo. */
async function findBadgeRow(tx: Tx, agencyId: string, agentId: string) {
  if (!UUID.test(agentId)) return null;
  const [row] = await tx
    .select({
      active: memberships.active,
      firstname: users.firstname,
      lastname: users.lastname,
      registrationNumber: agentInfos.registrationNumber,
      individualNumber: agentInfos.individualNumber,
      specialties: agentInfos.specialties,
      cnapsCardNumber: agentInfos.cnapsCardNumber,
      cnapsCardExpiresAt: agentInfos.cnapsCardExpiresAt,
      photoId: photoIdSql,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(agentInfos, infosOfMember(agencyId))
    .where(and(agentOf(agencyId), eq(memberships.id, agentId)));
  return row ?? null;
}

/**
 * GET {agency}/information/agent/{id}: what a badge scan shows to a member of the agency (a site customer, a
 * colleague, a supervisor): who the agent is and whether their CNAPS card is valid; no contact details. One
 * statement after the session; an agent made before details existed gets them first (once).
 */
export async function getAgentInformation(
  ctx: AppContext,
  input: { agency: AgencyRow; agentId: string; today: CalendarDay },
): Promise<AgentInformation> {
  const { agency, agentId } = input;
  const row = await findBadgeRow(ctx.db, agency.id, agentId);
  if (!row) throw notFound(messages.agentNotFound);
  // individual_number is never null on a details row: null here is the left join finding none.
  const { individualNumber, specialties } = row;
  const infos =
    individualNumber === null
      ? await ensureAgentInfos(ctx.db, agency.id, agentId)
      : { ...row, individualNumber, specialties: specialties ?? [] };
  return {
    id: agentId,
    fullname: fullnameOf(row),
    agency: { id: agency.id, name: agency.name },
    registrationNumber: infos.registrationNumber,
    individualNumber: infos.individualNumber,
    active: row.active,
    specialties: infos.specialties,
    profilePicture: row.photoId,
    cnapsCard:
      infos.cnapsCardNumber || infos.cnapsCardExpiresAt
        ? {
            number: infos.cnapsCardNumber,
            expiresAt: infos.cnapsCardExpiresAt,
            status: cardStatusOf(infos, input.today),
          }
        : null,
  };
}
