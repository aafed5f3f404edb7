import type {
  AgentDocumentsResponse,
  zAttachAgentDocumentsRequest,
} from '@securite/domain/agents/agent-document-schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { files } from '../../db/schema/files.ts';
import { inAgency } from '../../db/tenant.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { AgentAuditAction } from './agent-audit.ts';
import { listAgentDocuments } from './find-agent-documents.ts';
import { type AgentFileInput, claimUpload, lockWritableAgent } from './set-agent-photo.ts';

/**
 * POST {agency}/agent/{id}/documents: uploaded files become the agent's documents, with their category and
 * title. All or nothing: one refused file attaches none. Answers the agent's whole list.
 */
export async function attachAgentDocuments(
  ctx: AppContext,
  input: AgentFileInput & { body: z.output<typeof zAttachAgentDocumentsRequest> },
): Promise<AgentDocumentsResponse> {
  const { agencyId, agentId } = input;
  const ids = input.body.documents.map((d) => d.fileId);
  if (new Set(ids).size !== ids.length) throw new AppError(ErrorCode.Conflict, messages.fileAlreadyAttached);
  return ctx.db.transaction(async (tx) => {
    await lockWritableAgent(tx, input);
    for (const document of input.body.documents) {
      const file = await claimUpload(tx, { ...input, fileId: document.fileId, purpose: 'agent-document' });
      await tx
        .update(files)
        .set({ ownerMembershipId: agentId, category: document.category, label: document.label || null })
        .where(and(inAgency(files, agencyId), eq(files.id, file.id)));
    }
    await writeAuditEntry(tx, {
      agencyId,
      actorUserId: input.actorUserId,
      action: AgentAuditAction.AttachDocuments,
      targetType: 'agent',
      targetId: agentId,
      data: { fileIds: ids },
    });
    const data = await listAgentDocuments(tx, agencyId, agentId);
    return { data, total: data.length };
  });
}
