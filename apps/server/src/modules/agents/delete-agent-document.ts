import { messages } from '@securite/domain/errors/messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { files } from '../../db/schema/files.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { findFile } from '../files/public.ts';
import { AgentAuditAction } from './agent-audit.ts';
import { type AgentFileInput, lockWritableAgent } from './set-agent-photo.ts';

/**
 * DELETE {agency}/agent/{id}/documents/{documentId}: the document leaves the agent's list. The deletion is
 * soft: the row and the bytes stay, for the record's history.
 */
export async function deleteAgentDocument(
  ctx: AppContext,
  input: AgentFileInput & { documentId: string },
): Promise<string> {
  const { agencyId, agentId } = input;
  return ctx.db.transaction(async (tx) => {
    await lockWritableAgent(tx, input);
    const file = await findFile(tx, agencyId, input.documentId, { forUpdate: true });
    if (!file || file.ownerMembershipId !== agentId || file.purpose !== 'agent-document') {
      throw notFound(messages.agentDocumentNotFound);
    }
    await tx
      .update(files)
      .set({ deletedAt: new Date() })
      .where(and(inAgency(files, agencyId), eq(files.id, file.id)));
    await writeAuditEntry(tx, {
      agencyId,
      actorUserId: input.actorUserId,
      action: AgentAuditAction.DeleteDocument,
      targetType: 'agent',
      targetId: agentId,
      data: { fileId: file.id, name: file.originalName },
    });
    return messages.agentDocumentDeleted;
  });
}
