import { messages } from '@securite/domain/errors/messages';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { revokeSessions } from './agent-accounts.ts';
import { AgentAuditAction } from './agent-audit.ts';
import { findAgentRow } from './repo.ts';

/**
 * PATCH {agency}/agent/{id}/disconnect: ends every session of the agent (a lost phone, a departure). Their
 * access tokens stop working at once, since each request checks its refresh-token row.
 */
export async function disconnectAgent(
  ctx: AppContext,
  input: { agencyId: string; actorUserId: string; agentId: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await findAgentRow(tx, input.agencyId, input.agentId);
    if (!row) throw notFound(messages.agentNotFound);
    await revokeSessions(tx, row.user.id);
    await writeAuditEntry(tx, {
      agencyId: input.agencyId,
      actorUserId: input.actorUserId,
      action: AgentAuditAction.Disconnect,
      targetType: 'agent',
      targetId: input.agentId,
    });
  });
}
