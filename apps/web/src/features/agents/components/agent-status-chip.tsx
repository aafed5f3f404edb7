import Chip from '@mui/material/Chip';
import { type AgentStatus, agentStatusLabels } from '@securite/domain/agents/agent-types';

const colors: Record<AgentStatus, 'success' | 'info' | 'default'> = {
  active: 'success',
  invited: 'info',
  inactive: 'default',
};

/** Actif / Invitation envoyée / Inactif. */
export function AgentStatusChip({ status }: { status: AgentStatus }) {
  return <Chip size="small" color={colors[status]} variant="outlined" label={agentStatusLabels[status]} />;
}
