import Chip, { type ChipProps } from '@mui/material/Chip';
import { ServiceStatus, serviceStatusLabels } from '@securite/domain/planning/service-status';

import { texts } from './texts.ts';

const colours: Record<ServiceStatus, ChipProps['color']> = {
  [ServiceStatus.Planned]: 'info',
  [ServiceStatus.Started]: 'success',
  [ServiceStatus.Paused]: 'warning',
  [ServiceStatus.Ended]: 'default',
};

/** The French status of a service (Planifié, En cours, En pause, Terminé) as a small chip. */
export function ServiceStatusChip({ status }: { status: number }) {
  const known = status in serviceStatusLabels ? (status as ServiceStatus) : null;
  return (
    <Chip
      size="small"
      variant={known === ServiceStatus.Planned ? 'outlined' : 'filled'}
      color={known === null ? 'default' : colours[known]}
      label={known === null ? texts.inconnu : serviceStatusLabels[known]}
    />
  );
}
