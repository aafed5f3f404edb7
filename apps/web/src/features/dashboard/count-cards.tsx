import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import GroupsIcon from '@mui/icons-material/Groups';
import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { Dashboard } from '@securite/domain/dashboard/schemas';
import { format } from '../../ui/format.ts';

import { texts } from './texts.ts';

const tiles: { key: keyof Dashboard['counts']; label: string; icon: typeof SvgIcon; color: string }[] = [
  { key: 'agents', label: texts.collaborateurs, icon: GroupsIcon, color: '#2f6fbd' },
  { key: 'staff', label: texts.equipeAgence, icon: BadgeIcon, color: '#1a3a5c' },
  { key: 'customers', label: texts.clients, icon: BusinessIcon, color: '#2e7d32' },
  { key: 'customerUsers', label: texts.comptesClients, icon: PersonIcon, color: '#8e5a00' },
];

/** The agency's key counts, one card each. */
export function CountCards({ counts }: { counts: Dashboard['counts'] | undefined }) {
  return (
    <Grid container spacing={2} component="ul" aria-label={texts.chiffresCles} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {tiles.map(({ key, label, icon: Icon, color }) => (
        <Grid key={key} size={{ xs: 6, md: 3 }} component="li">
          <Card sx={{ height: '100%' }}>
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <Box
                aria-hidden
                sx={{ bgcolor: `${color}1a`, color, borderRadius: 2, p: 1.25, display: { xs: 'none', sm: 'flex' } }}
              >
                <Icon />
              </Box>
              <div>
                <Typography variant="h4" component="p" aria-describedby={`compteur-${key}`}>
                  {counts ? format.integer(counts[key]) : <Skeleton width={48} />}
                </Typography>
                <Typography id={`compteur-${key}`} variant="body2" sx={{ color: 'text.secondary' }}>
                  {label}
                </Typography>
              </div>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
