import type { Agent } from '@securite/domain/agents/agent-schemas';
import { messages } from '@securite/domain/errors/messages';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findPhotoIds } from '../files/public.ts';
import { presentAgent } from './present-agent.ts';
import { ensureAgentInfos, findAgentRow, findExpirations, findItems } from './repo.ts';

/** Loads and presents one agent of the agency; 404 'Collaborateur introuvable' otherwise. */
export async function loadAgent(tx: Tx, agencyId: string, agentId: string, today: CalendarDay): Promise<Agent> {
  const row = await findAgentRow(tx, agencyId, agentId);
  if (!row) throw notFound(messages.agentNotFound);
  const infos = row.infos ?? (await ensureAgentInfos(tx, agencyId, agentId));
  const [expirations, items, photos] = await Promise.all([
    findExpirations(tx, agencyId, [agentId]),
    findItems(tx, agencyId, agentId),
    findPhotoIds(tx, agencyId, [agentId]),
  ]);
  return presentAgent({ ...row, infos }, expirations, items, today, photos.get(agentId) ?? null);
}

/** GET {agency}/agent/{id}: the agent dialog's record (access is checked by the route). */
export async function getAgent(
  ctx: AppContext,
  input: { agencyId: string; agentId: string; today: CalendarDay },
): Promise<Agent> {
  return loadAgent(ctx.db, input.agencyId, input.agentId, input.today);
}
