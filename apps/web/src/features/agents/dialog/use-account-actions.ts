import type { Agent } from '@securite/domain/agents/agent-schemas';
import { messages } from '@securite/domain/errors/messages';
import { confirm } from '../../../ui/dialogs/confirm-dialog.tsx';
import { notify } from '../../../ui/notices/notice-store.ts';
import { useDeleteAgent } from '../api/delete-agent.ts';
import { useDisconnectAgent } from '../api/disconnect-agent.ts';
import { useSaveAgent } from '../api/save-agent.ts';
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
      title: invited ? `Renvoyer l’invitation à ${agent.fullname} ?` : `Activer le compte de ${agent.fullname} ?`,
      message: `Un e-mail d’invitation sera envoyé à ${agent.email} pour qu’il choisisse son mot de passe (lien valable 7 jours).${invited ? '' : ' Le compte occupe une fiche collaborateur de votre abonnement.'}`,
      confirmLabel: invited ? 'Renvoyer l’invitation' : 'Activer le compte',
    });
    if (confirmed)
      await run(
        () => save.mutateAsync({ ...identity, willActivate: true }),
        () => messages.emailsSent,
      );
  };

  const deactivate = async () => {
    const confirmed = await confirm({
      title: `Désactiver le compte de ${agent.fullname} ?`,
      message:
        'Le collaborateur ne pourra plus se connecter et ses sessions en cours seront fermées. Sa fiche et son historique sont conservés ; vous pourrez réactiver son compte plus tard.',
      confirmLabel: 'Désactiver le compte',
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
      title: `Déconnecter ${agent.fullname} ?`,
      message:
        'Toutes ses sessions seront fermées sur tous ses appareils (téléphone perdu, départ…). Il devra se reconnecter avec son mot de passe.',
      confirmLabel: 'Déconnecter ses sessions',
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
