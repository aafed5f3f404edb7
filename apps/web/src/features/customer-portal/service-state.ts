import {
  type CustomerServiceState,
  customerServiceStateLabels,
} from '@securite/domain/customer-portal/customer-services';
import type { TileRow } from './dashboard-tile.tsx';

const colors: Record<CustomerServiceState, NonNullable<TileRow['chip']>['color']> = {
  planned: 'info',
  inProgress: 'success',
  ended: 'default',
};

/** A service's state as a chip: Planifié, En cours, Terminé. */
export const stateChip = (state: CustomerServiceState) => ({
  label: customerServiceStateLabels[state],
  color: colors[state],
});
