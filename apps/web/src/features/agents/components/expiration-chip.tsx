import Chip from '@mui/material/Chip';
import { type ExpirationStatus, expirationStatusLabels } from '@securite/domain/agents/expirations';

import { texts } from '../texts.ts';

const colors: Record<ExpirationStatus, 'error' | 'warning' | 'success'> = {
  expired: 'error',
  expiresSoon: 'warning',
  valid: 'success',
};

/**
 * Expiré / Expire bientôt / Valide, in red, orange and green; with the items in that state when given
 * (« Expiré : SSIAP 2 », « Expire bientôt : Carte professionnelle CNAPS, SST »).
 */
export function ExpirationChip({
  status,
  items = [],
  size = 'small',
}: {
  status: ExpirationStatus;
  items?: readonly string[];
  size?: 'small' | 'medium';
}) {
  const label =
    items.length > 0 ? `${expirationStatusLabels[status]} : ${items.join(', ')}` : expirationStatusLabels[status];
  return (
    <Chip
      size={size}
      color={colors[status]}
      variant={status === 'valid' ? 'outlined' : 'filled'}
      label={label}
      title={items.length > 0 ? label : undefined}
      sx={{ maxWidth: '100%' }}
    />
  );
}

/** "Expiré depuis 3 jours", "Expire aujourd’hui", "Dans 45 jours". */
export function daysLeftLabel(daysLeft: number): string {
  if (daysLeft < 0) return texts.expireDepuisJourValue(-daysLeft, daysLeft < -1 ? 's' : '');
  if (daysLeft === 0) return texts.expireAujourdHui;
  return texts.dansJourDaysleftValue(daysLeft, daysLeft > 1 ? 's' : '');
}
