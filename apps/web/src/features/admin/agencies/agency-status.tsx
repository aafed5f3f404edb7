import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminAgency } from '@securite/domain/admin/agency-schemas';
import { format } from '../../../ui/format.ts';

import { texts } from '../texts.ts';

/** The lock status chip ('Active' / 'Verrouillée') and the end of the subscription when one is set. */
export function AgencyStatus({ agency }: { agency: AdminAgency }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        label={agency.locked ? texts.verrouillee2 : texts.active}
        color={agency.locked ? 'error' : 'success'}
        variant={agency.locked ? 'filled' : 'outlined'}
      />
      {agency.subscriptionEndsAt && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {texts.jusquAu} {format.date(agency.subscriptionEndsAt)}
        </Typography>
      )}
    </Stack>
  );
}

/** ["5 collaborateurs", "2 équipe", "3 clients"]. */
export function agencyCounts(agency: AdminAgency): string[] {
  const { agents, staff, customers } = agency.counts;
  const plural = (n: number, word: string) => `${format.integer(n)} ${word}${n > 1 ? 's' : ''}`;
  return [plural(agents, 'collaborateur'), texts.equipeValue(format.integer(staff)), plural(customers, 'client')];
}
