import type { AgentPhotoResponse } from '@securite/domain/agents/agent-document-schemas';
import type { AppContext } from '../../context.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { AgentAuditAction } from './agent-audit.ts';
import { type AgentFileInput, dropCurrentPhoto, lockWritableAgent } from './set-agent-photo.ts';

/** DELETE {agency}/agent/{id}/photo: the agent has no photo any more (the file is deleted softly). */
export async function removeAgentPhoto(ctx: AppContext, input: AgentFileInput): Promise<AgentPhotoResponse> {
  return ctx.db.transaction(async (tx) => {
    await lockWritableAgent(tx, input);
    await dropCurrentPhoto(tx, input.agencyId, input.agentId);
    await writeAuditEntry(tx, {
      agencyId: input.agencyId,
      actorUserId: input.actorUserId,
      action: AgentAuditAction.RemovePhoto,
      targetType: 'agent',
      targetId: input.agentId,
    });
    return { profilePicture: null };
  });
}
