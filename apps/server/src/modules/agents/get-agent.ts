import type { Agent } from '@securite/domain/agents/agent-schemas';
import { type Actor, isGranted } from '@securite/domain/auth/access';
import type { Right } from '@securite/domain/auth/rights';
import { messages } from '@securite/domain/errors/messages';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findPhotoIds } from '../files/public.ts';
import { presentAgent } from './present-agent.ts';
import { ensureAgentInfos, findAgentRow, findExpirations, findItems } from './repo.ts';

/** Whether the caller may see (and set) agents' hourly cost: a billing figure, for those who see the billing. */
export function seesHourlyCost(actor: Actor): boolean {
  return isGranted(actor, HOURLY_COST_RIGHTS);
}
export const HOURLY_COST_RIGHTS: Right[] = ['billing.view'];

/**
 * Loads and presents one agent of the agency; 404 'Collaborateur introuvable' otherwise. The hourly cost is left
 * out (null) for a caller without a billing right.
 */
export async function loadAgent(
  tx: Tx,
  agencyId: string,
  agentId: string,
  today: CalendarDay,
  actor: Actor,
): Promise<Agent> {
  const row = await findAgentRow(tx, agencyId, agentId);
  if (!row) throw notFound(messages.agentNotFound);
  const infos = row.infos ?? (await ensureAgentInfos(tx, agencyId, agentId));
  const [expirations, items, photos] = await Promise.all([
    findExpirations(tx, agencyId, [agentId]),
    findItems(tx, agencyId, agentId),
    findPhotoIds(tx, agencyId, [agentId]),
  ]);
  const agent = presentAgent({ ...row, infos }, expirations, items, today, photos.get(agentId) ?? null);
  if (!seesHourlyCost(actor)) agent.agentInfos.hourlyCostCents = null;
  return agent;
}

/** GET {agency}/agent/{id}: the agent dialog's record (access is checked by the route). */
export async function getAgent(
  ctx: AppContext,
  input: { agencyId: string; agentId: string; today: CalendarDay; actor: Actor },
): Promise<Agent> {
  return loadAgent(ctx.db, input.agencyId, input.agentId, input.today, input.actor);
}
