import { messages } from '@securite/domain/errors/messages';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { ensureAgentInfos, findAgentRow } from './repo.ts';

/** GET {agency}/badge/agentIndividualNumber/{id}. */
export async function getIndividualNumber(
  ctx: AppContext,
  input: { agencyId: string; agentId: string },
): Promise<{ individualNumber: string }> {
  const row = await findAgentRow(ctx.db, input.agencyId, input.agentId);
  if (!row) throw notFound(messages.agentNotFound);
  const infos = row.infos ?? (await ensureAgentInfos(ctx.db, input.agencyId, input.agentId));
  return { individualNumber: infos.individualNumber };
}
