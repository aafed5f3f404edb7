import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { PlatformSummary } from '@securite/domain/admin-dashboard/dashboard-schemas';
import { type ChurnColour, churnColourLabels } from '@securite/domain/subscriptions/churn';

import { texts } from './texts.ts';

/** The theme's main colours, on which white text reads at 4.5:1 at least (the light ones did not: 2.8:1). */
const palette: Record<ChurnColour, { bg: string; fg: string }> = {
  green: { bg: 'success.main', fg: 'success.contrastText' },
  orange: { bg: 'warning.main', fg: 'warning.contrastText' },
  red: { bg: 'error.main', fg: 'error.contrastText' },
};

/** « 3,70 % »: two decimals, French. */
export const percentText = (value: number) =>
  `${value.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;

/** The churn cards over 3, 6 and 12 months: green below 2.5 %, orange to under 5 %, red from 5 % (spec 001 section 9). */
export function ChurnCards({ churn }: { churn: PlatformSummary['churn'] }) {
  return (
    <Grid
      container
      spacing={2}
      component="ul"
      aria-label={texts.tauxDeResiliation}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {churn.map((card) => (
        <Grid key={card.months} size={{ xs: 12, sm: 4 }} component="li">
          <Card
            data-colour={card.colour}
            aria-label={texts.resiliationSurMoisMonths(
              card.months,
              percentText(card.rate),
              churnColourLabels[card.colour].toLowerCase(),
            )}
            sx={{ bgcolor: palette[card.colour].bg, color: palette[card.colour].fg, height: '100%' }}
          >
            <CardContent>
              <Typography variant="overline">
                {texts.resiliationSur} {card.months} mois
              </Typography>
              <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                {percentText(card.rate)}
              </Typography>
              <Typography variant="body2">
                {churnColourLabels[card.colour]} · {card.lost} agence{card.lost > 1 ? 's' : ''} perdue
                {card.lost > 1 ? 's' : ''} sur {card.active}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
