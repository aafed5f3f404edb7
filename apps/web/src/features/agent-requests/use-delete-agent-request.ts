import type { AgentRequest } from '@securite/domain/agent-requests/schemas';
import { confirmThenRun } from '../../ui/dialogs/confirm-dialog.tsx';
import { useDeleteAgentRequest } from './api/delete-agent-request.ts';
import { texts } from './texts.ts';

/**
 * Deletes a request after a confirmation: staff delete it, the requester withdraws it. Resolves whether it was
 * deleted.
 */
export function useConfirmDeleteAgentRequest(agencyId: string, ownAgentId: string | null) {
  const remove = useDeleteAgentRequest(agencyId);
  const askDelete = async (request: AgentRequest): Promise<boolean> => {
    const own = request.agent.id === ownAgentId;
    return confirmThenRun(
      {
        title: own ? texts.withdrawTitle : texts.deleteTitle,
        message: own
          ? texts.withdrawMessage({ subject: request.subject })
          : texts.deleteMessage({ subject: request.subject, name: request.agent.fullname }),
        confirmLabel: own ? texts.withdraw : texts.delete,
        destructive: true,
      },
      () => remove.mutateAsync(request.id),
      texts.deleted,
    );
  };
  return { askDelete, deletingId: remove.isPending ? remove.variables : undefined };
}
