import type { AgentItem } from '@securite/domain/agents/agent-schemas';
import type { zSaveItemsRequest } from '@securite/domain/agents/badge-schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { agentItems } from '../../db/schema/agents.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { assertFakeWritable } from '../../http/fake-data.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { AgentAuditAction } from './agent-audit.ts';
import { presentItem } from './present-agent.ts';
import { findAgentRow, findItems } from './repo.ts';

/**
 * POST {agency}/agent/{id}/items: replaces the agent's equipment with the list, in its order. Items that keep
 * their id keep their row; an id that is not one of this agent's items makes a new item.
 */
export async function saveAgentItems(
  ctx: AppContext,
  input: {
    agencyId: string;
    actorUserId: string;
    agentId: string;
    requestPath: string;
    body: z.output<typeof zSaveItemsRequest>;
  },
): Promise<{ data: AgentItem[]; total: number }> {
  const { agencyId, agentId, body } = input;
  const mismatch = (body.id && body.id !== agentId) || (body.agentInfos.id && body.agentInfos.id !== agentId);
  if (mismatch) throw new AppError(ErrorCode.BadRequest, messages.agentItemsMismatch);
  const rows = await ctx.db.transaction(async (tx) => {
    const row = await findAgentRow(tx, agencyId, agentId, { forUpdate: true });
    if (!row) throw notFound(messages.agentNotFound);
    assertFakeWritable({ url: input.requestPath }, row.membership);
    const scope = and(inAgency(agentItems, agencyId), eq(agentItems.membershipId, agentId));
    const existing = new Set((await tx.select({ id: agentItems.id }).from(agentItems).where(scope)).map((r) => r.id));
    const kept = new Set<string>();
    for (const item of body.agentInfos.items) {
      if (item.id && existing.has(item.id) && !kept.has(item.id)) kept.add(item.id);
    }
    await tx.delete(agentItems).where(kept.size ? and(scope, notInArray(agentItems.id, [...kept])) : scope);
    const used = new Set<string>();
    for (const [position, item] of body.agentInfos.items.entries()) {
      const values = {
        label: item.label,
        reference: item.reference || null,
        quantity: item.quantity,
        position,
        assignedAt: item.assignedAt ?? null,
      };
      if (item.id && kept.has(item.id) && !used.has(item.id)) {
        used.add(item.id);
        await tx
          .update(agentItems)
          .set(values)
          .where(and(scope, eq(agentItems.id, item.id)));
      } else {
        await tx.insert(agentItems).values({ ...values, agencyId, membershipId: agentId });
      }
    }
    await writeAuditEntry(tx, {
      agencyId,
      actorUserId: input.actorUserId,
      action: AgentAuditAction.SaveItems,
      targetType: 'agent',
      targetId: agentId,
      data: { items: body.agentInfos.items.length },
    });
    return findItems(tx, agencyId, agentId);
  });
  return { data: rows.map(presentItem), total: rows.length };
}
