import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminAgency } from '@securite/domain/admin/agency-schemas';
import { Link as RouterLink } from 'react-router';
import { texts } from '../texts.ts';
import { AgencyActions } from './agency-actions.tsx';
import { AgencyStatus, agencyCounts } from './agency-status.tsx';

/** The agencies as a list of blocks, for phones (a table would not fit). */
export function AgencyCards({
  agencies,
  canLock,
  dashboardHref,
  sheetHref,
}: {
  agencies: readonly AdminAgency[];
  canLock: boolean;
  dashboardHref: string;
  sheetHref: (id: string) => string;
}) {
  return (
    <Stack
      component="ul"
      aria-label={texts.agences}
      divider={<Divider component="li" />}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {agencies.map((agency) => (
        <Stack component="li" key={agency.id} aria-label={agency.name} spacing={1.25} sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <div>
              <Typography sx={{ fontWeight: 600 }}>
                <Link component={RouterLink} to={sheetHref(agency.id)} underline="hover">
                  {agency.name}
                </Link>
                {agency.fake && <Chip size="small" label={texts.demo} variant="outlined" sx={{ ml: 1 }} />}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {[agency.city, agency.owner?.fullname].filter(Boolean).join(' · ') || texts.aucunGerant}
              </Typography>
            </div>
            <AgencyStatus agency={agency} />
          </Stack>
          <Typography variant="body2">{agencyCounts(agency).join(' · ')}</Typography>
          <AgencyActions agency={agency} canLock={canLock} dashboardHref={dashboardHref} fullWidth />
        </Stack>
      ))}
    </Stack>
  );
}
