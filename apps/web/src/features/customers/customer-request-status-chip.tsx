import Chip from '@mui/material/Chip';
import {
  type CustomerRequestStatus,
  customerRequestStatusLabels,
} from '@securite/domain/customers/customer-request-schemas';

const colours: Record<CustomerRequestStatus, 'default' | 'info' | 'success' | 'warning'> = {
  pending: 'warning',
  inProgress: 'info',
  done: 'success',
  closed: 'default',
};

/** A request's status as a coloured chip. */
export function CustomerRequestStatusChip({ status }: { status: CustomerRequestStatus }) {
  return <Chip size="small" color={colours[status]} label={customerRequestStatusLabels[status]} />;
}
