import Chip, { type ChipProps } from '@mui/material/Chip';
import { type AgentRequestStatus, agentRequestStatusLabels } from '@securite/domain/agent-requests/status';

const colors: Record<AgentRequestStatus, ChipProps['color']> = {
  pending: 'warning',
  inProgress: 'info',
  accepted: 'success',
  refused: 'error',
  closed: 'default',
};

/** A request's state with the domain's French label. */
export function AgentRequestStatusChip({ status }: { status: AgentRequestStatus }) {
  return (
    <Chip
      size="small"
      label={agentRequestStatusLabels[status]}
      color={colors[status]}
      variant={status === 'closed' ? 'outlined' : 'filled'}
    />
  );
}
