import type { AgentItem } from '@securite/domain/agents/agent-schemas';
import { messages } from '@securite/domain/errors/messages';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { presentItem } from './present-agent.ts';
import { findAgentRow, findItems } from './repo.ts';

/** GET {agency}/agent/{id}/items: the agent's equipment, by position. */
export async function getAgentItems(
  ctx: AppContext,
  input: { agencyId: string; agentId: string },
): Promise<{ data: AgentItem[]; total: number }> {
  const row = await findAgentRow(ctx.db, input.agencyId, input.agentId);
  if (!row) throw notFound(messages.agentNotFound);
  const data = (await findItems(ctx.db, input.agencyId, input.agentId)).map(presentItem);
  return { data, total: data.length };
}
