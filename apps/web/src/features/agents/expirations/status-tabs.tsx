import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ExpirationStatus, expirationStatusLabels } from '@securite/domain/agents/expirations';

import { texts } from '../texts.ts';

type Counts = Record<ExpirationStatus, number>;
const order: ExpirationStatus[] = ['expired', 'expiresSoon', 'valid'];

/** Tous / Expiré / Expire bientôt / Valide, with the count of each (before the status filter). */
export function StatusTabs({
  value,
  counts,
  onChange,
}: {
  value: ExpirationStatus | 'all';
  counts: Counts | null;
  onChange: (status: ExpirationStatus | 'all') => void;
}) {
  const all = counts ? counts.expired + counts.expiresSoon + counts.valid : null;
  const withCount = (label: string, count: number | null) => (count === null ? label : `${label} (${count})`);
  return (
    <Tabs
      value={value}
      onChange={(_, next: ExpirationStatus | 'all') => onChange(next)}
      aria-label={texts.filtrerParStatut}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="all" label={withCount(texts.tous, all)} />
      {order.map((status) => (
        <Tab key={status} value={status} label={withCount(expirationStatusLabels[status], counts?.[status] ?? null)} />
      ))}
    </Tabs>
  );
}
