import type { AgentRequest } from '@securite/domain/agent-requests/schemas';
import { useTranslation } from 'react-i18next';
import { confirmThenRun } from '../../ui/dialogs/confirm-dialog.tsx';
import { useDeleteAgentRequest } from './api/delete-agent-request.ts';

/**
 * Deletes a request after a confirmation: staff delete it, the requester withdraws it. Resolves whether it was
 * deleted.
 */
export function useConfirmDeleteAgentRequest(agencyId: string, ownAgentId: string | null) {
  const { t } = useTranslation();
  const remove = useDeleteAgentRequest(agencyId);
  const askDelete = async (request: AgentRequest): Promise<boolean> => {
    const own = request.agent.id === ownAgentId;
    return confirmThenRun(
      {
        title: own ? t('agentRequests.withdrawTitle') : t('agentRequests.deleteTitle'),
        message: own
          ? t('agentRequests.withdrawMessage', { subject: request.subject })
          : t('agentRequests.deleteMessage', { subject: request.subject, name: request.agent.fullname }),
        confirmLabel: own ? t('agentRequests.withdraw') : t('agentRequests.delete'),
        destructive: true,
      },
      () => remove.mutateAsync(request.id),
      t('agentRequests.deleted'),
    );
  };
  return { askDelete, deletingId: remove.isPending ? remove.variables : undefined };
}
