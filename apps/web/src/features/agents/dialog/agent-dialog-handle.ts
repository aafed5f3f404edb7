import type { Actor } from '@securite/domain/auth/access';
import { defineDialog } from '../../../ui/dialogs/dialog-store.ts';

export interface AgentDialogProps {
  agencyId: string;
  /** null: a new agent record. */
  agentId: string | null;
  canCreate: boolean;
  canEdit: boolean;
  /** Who acts: staff only give an agent the rights they hold. */
  actor: Actor;
  /** The agency's specialties, offered besides the usual ones. */
  specialties: readonly string[];
  /** The agency keeps its stock as each agent's equipment list (no catalogue stock on the record). */
  stockSimplified?: boolean;
  /** Leads to the shop (origin agent-limit); the dialogs live outside the router, the page navigates. */
  onBuyAgents: () => void;
}

/** The agent dialog (its code loads on first use, with the framework's spinner and 5000 ms failure rule). */
export const agentDialog = defineDialog<AgentDialogProps>(
  'agent',
  async () => (await import('./agent-dialog.tsx')).AgentDialog,
);
