import type { AgentRequest } from '@securite/domain/agent-requests/schemas';
import { defineDialog } from '../../ui/dialogs/dialog-store.ts';
import type { AgentRequestDetailDialogProps } from './agent-request-detail-dialog.tsx';
import type { AgentRequestFormDialogProps } from './agent-request-form-dialog.tsx';

/** The feature's dialogs, each loaded when first opened. */
export const agentRequestFormDialog = defineDialog<AgentRequestFormDialogProps, AgentRequest>(
  'agent-request-form',
  async () => (await import('./agent-request-form-dialog.tsx')).AgentRequestFormDialog,
);

export const agentRequestDetailDialog = defineDialog<AgentRequestDetailDialogProps>(
  'agent-request-detail',
  async () => (await import('./agent-request-detail-dialog.tsx')).AgentRequestDetailDialog,
);
