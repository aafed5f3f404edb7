import Chip from '@mui/material/Chip';
import { type ContractStatus, contractStatusLabels } from '@securite/domain/contracts/contract-status';

const colors = { created: 'default', sent: 'warning', signed: 'success' } as const;

export function ContractStatusChip({ status }: { status: ContractStatus }) {
  return <Chip size="small" color={colors[status]} label={contractStatusLabels[status]} />;
}
