import { defineDialog } from '../../../ui/dialogs/dialog-store.ts';
import type { DeleteAgentMode } from '../api/delete-agent.ts';

/** 'Plus de fiches collaborateurs': true when the user chooses to buy. */
export const agentPackDialog = defineDialog<{ message: string }, boolean>(
  'agent-pack',
  async () => (await import('./agent-pack-dialog.tsx')).AgentPackDialog,
);

/** The anomalies of a save: true when the user wants to modify the record. */
export const anomaliesDialog = defineDialog<{ anomalies: readonly string[] }, boolean>(
  'agent-anomalies',
  async () => (await import('./anomalies-dialog.tsx')).AnomaliesDialog,
);

/** How to delete an agent record: archive or permanent. */
export const deleteAgentDialog = defineDialog<{ fullname: string }, DeleteAgentMode>(
  'agent-delete',
  async () => (await import('./delete-agent-dialog.tsx')).DeleteAgentDialog,
);
