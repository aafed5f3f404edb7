import type { Agent } from '@securite/domain/agents/agent-schemas';
import { messages } from '@securite/domain/errors/messages';
import { confirm } from '../../../ui/dialogs/confirm-dialog.tsx';
import { notify } from '../../../ui/notices/notice-store.ts';
import { useDeleteAgent } from '../api/delete-agent.ts';
import { useDisconnectAgent } from '../api/disconnect-agent.ts';
import { useSaveAgent } from '../api/save-agent.ts';
import { texts } from '../texts.ts';
import { messageOfAgentError } from './agent-errors.ts';
import { deleteAgentDialog } from './dialogs.ts';

/**
 * The account and record actions of the agent dialog, each after a confirmation: activate (invitation
 * e-mail), deactivate, disconnect, delete (archive or permanent). A refusal is handed to showError.
 */
export function useAccountActions(input: {
  agencyId: string;
  agent: Agent | null;
  onBuyAgents: () => void;
  showError: (message: string | null) => void;
  onDeleted: () => void;
}) {
  const { agencyId, showError } = input;
  const save = useSaveAgent(agencyId);
  const disconnect = useDisconnectAgent(agencyId);
  const remove = useDeleteAgent(agencyId);
  const busy = save.isPending || disconnect.isPending || remove.isPending;
  const { agent } = input;
  if (!agent) return null;
  const identity = { id: agent.id, firstname: agent.firstname, lastname: agent.lastname };

  const run = async (action: () => Promise<unknown>, success: (result: unknown) => string) => {
    showError(null);
    try {
      notify.success(success(await action()));
    } catch (error) {
      showError(await messageOfAgentError(error, input.onBuyAgents));
    }
  };

  const activate = async () => {
    const invited = agent.active && !agent.hasAccount;
    const confirmed = await confirm({
      title: invited
        ? texts.renvoyerLInvitationFullname(agent.fullname)
        : texts.activerLeCompteFullname(agent.fullname),
      message: texts.unEMailEmail(agent.email, invited ? '' : ` ${texts.leCompteOccupeUne}`),
      confirmLabel: invited ? texts.renvoyerLInvitation : texts.activerLeCompte,
    });
    if (confirmed)
      await run(
        () => save.mutateAsync({ ...identity, willActivate: true }),
        () => messages.emailsSent,
      );
  };

  const deactivate = async () => {
    const confirmed = await confirm({
      title: texts.desactiverLeCompteFullname(agent.fullname),
      message: texts.leCollaborateurNePourra,
      confirmLabel: texts.desactiverLeCompte,
      destructive: true,
    });
    if (confirmed)
      await run(
        () => save.mutateAsync({ ...identity, willDeactivate: true }),
        () => messages.saved,
      );
  };

  const disconnectSessions = async () => {
    const confirmed = await confirm({
      title: texts.deconnecterFullname(agent.fullname),
      message: texts.toutesSesSessionsSeront,
      confirmLabel: texts.deconnecterSesSessions,
      destructive: true,
    });
    if (confirmed)
      await run(
        () => disconnect.mutateAsync(agent.id),
        (message) => String(message),
      );
  };

  const deleteRecord = async () => {
    const mode = await deleteAgentDialog.open({ fullname: agent.fullname });
    if (!mode) return;
    showError(null);
    try {
      notify.success(await remove.mutateAsync({ agentId: agent.id, mode }));
    } catch (error) {
      showError(await messageOfAgentError(error, input.onBuyAgents));
      return;
    }
    input.onDeleted();
  };

  return { activate, deactivate, disconnectSessions, deleteRecord, busy, deleting: remove.isPending };
}
