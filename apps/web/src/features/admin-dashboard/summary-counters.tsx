import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { PlatformSummary } from '@securite/domain/admin-dashboard/dashboard-schemas';

import { texts } from './texts.ts';

/** The summary counters (agencies, payment defaults, agents, customers, sites, estimates, invoices, users). */
export function SummaryCounters({ counters }: { counters: PlatformSummary['counters'] }) {
  return (
    <Grid
      container
      spacing={2}
      component="ul"
      aria-label={texts.chiffresClesDeLa}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {counters.map((counter) => (
        <Grid key={counter.key} size={{ xs: 6, sm: 4, md: 3 }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography
                variant="h5"
                component="p"
                sx={{
                  fontWeight: 700,
                  color: counter.key === 'payment-default' && counter.value > 0 ? 'error.main' : undefined,
                }}
              >
                {counter.value.toLocaleString('fr-FR')}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{counter.label}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
