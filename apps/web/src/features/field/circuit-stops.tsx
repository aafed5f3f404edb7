import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { serviceHours } from '@securite/domain/time/day-labels';
import { timeIn } from '@securite/domain/time/zoned-instants';
import type { ReactNode } from 'react';
import { texts } from './texts.ts';
import type { FieldStopView } from './use-field-circuit.ts';

/** Where the agent is at with a stop, in the words of a tour. */
const stopLabels: Record<ServiceStatus, string> = {
  [ServiceStatus.Planned]: texts.aVisiter,
  [ServiceStatus.Started]: texts.surPlace,
  [ServiceStatus.Paused]: texts.enPause,
  [ServiceStatus.Ended]: texts.siteQuitte,
};
const stopColors = {
  [ServiceStatus.Planned]: 'default',
  [ServiceStatus.Started]: 'primary',
  [ServiceStatus.Paused]: 'warning',
  [ServiceStatus.Ended]: 'success',
} as const;

/** The stops of a tour in visiting order: site, address, planned window, state, real times, and an action each. */
export function CircuitStops({
  stops,
  timeZone,
  action,
}: {
  stops: readonly FieldStopView[];
  timeZone: string;
  action?: (stop: FieldStopView) => ReactNode;
}) {
  if (stops.length === 0) return <Typography color="text.secondary">{texts.cetteTourneeNA}</Typography>;
  return (
    <Stack component="ol" aria-label={texts.etapes} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {stops.map((stop, i) => {
        const { snapshot, state } = stop;
        const name = snapshot.siteName ?? texts.siteNonRenseigne;
        const real = [
          snapshot.realStartAt && texts.arriveeValue(timeIn(snapshot.realStartAt, timeZone)),
          snapshot.realEndAt && texts.departValue(timeIn(snapshot.realEndAt, timeZone)),
        ].filter(Boolean);
        const button = action?.(stop);
        return (
          <Card key={snapshot.id} component="li" aria-label={texts.etapeValueName(i + 1, name)} variant="outlined">
            <CardContent sx={{ pb: button ? 1 : 2 }}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {i + 1}. {name}
                </Typography>
                <Chip size="small" label={stopLabels[state.status]} color={stopColors[state.status]} />
              </Stack>
              {snapshot.siteAddress && (
                <Typography variant="body2" color="text.secondary">
                  {snapshot.siteAddress}
                </Typography>
              )}
              <Typography variant="body2">{serviceHours(snapshot.startAt, snapshot.endAt, timeZone)}</Typography>
              {real.length > 0 && <Typography variant="body2">{real.join(' · ')}</Typography>}
            </CardContent>
            {button && <CardActions sx={{ px: 2, pb: 2 }}>{button}</CardActions>}
          </Card>
        );
      })}
    </Stack>
  );
}
