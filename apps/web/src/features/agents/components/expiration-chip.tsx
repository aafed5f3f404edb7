import Chip from '@mui/material/Chip';
import { type ExpirationStatus, expirationStatusLabels } from '@securite/domain/agents/expirations';

const colors: Record<ExpirationStatus, 'error' | 'warning' | 'success'> = {
  expired: 'error',
  expiresSoon: 'warning',
  valid: 'success',
};

/** Expiré / Expire bientôt / Valide, in red, orange and green. */
export function ExpirationChip({ status, size = 'small' }: { status: ExpirationStatus; size?: 'small' | 'medium' }) {
  return (
    <Chip
      size={size}
      color={colors[status]}
      variant={status === 'valid' ? 'outlined' : 'filled'}
      label={expirationStatusLabels[status]}
    />
  );
}

/** "Expiré depuis 3 jours", "Expire aujourd’hui", "Dans 45 jours". */
export function daysLeftLabel(daysLeft: number): string {
  if (daysLeft < 0) return `Expiré depuis ${-daysLeft} jour${daysLeft < -1 ? 's' : ''}`;
  if (daysLeft === 0) return 'Expire aujourd’hui';
  return `Dans ${daysLeft} jour${daysLeft > 1 ? 's' : ''}`;
}
