import type { AgentInformation } from '@securite/domain/agents/badge-schemas';
import { messages } from '@securite/domain/errors/messages';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import type { AgencyRow } from '../../http/tenancy.ts';
import { findPhotoIds } from '../files/public.ts';
import { cardStatusOf, fullnameOf } from './present-agent.ts';
import { ensureAgentInfos, findAgentRow } from './repo.ts';

/**
 * GET {agency}/information/agent/{id}: what a badge scan shows to a member of the agency (a site customer, a
 * colleague, a supervisor): who the agent is and whether their CNAPS card is valid; no contact details.
 */
export async function getAgentInformation(
  ctx: AppContext,
  input: { agency: AgencyRow; agentId: string; today: CalendarDay },
): Promise<AgentInformation> {
  const { agency, agentId } = input;
  const row = await findAgentRow(ctx.db, agency.id, agentId);
  if (!row) throw notFound(messages.agentNotFound);
  const infos = row.infos ?? (await ensureAgentInfos(ctx.db, agency.id, agentId));
  const photos = await findPhotoIds(ctx.db, agency.id, [agentId]);
  return {
    id: agentId,
    fullname: fullnameOf(row.user),
    agency: { id: agency.id, name: agency.name },
    registrationNumber: infos.registrationNumber,
    individualNumber: infos.individualNumber,
    active: row.membership.active,
    specialties: infos.specialties,
    profilePicture: photos.get(agentId) ?? null,
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
