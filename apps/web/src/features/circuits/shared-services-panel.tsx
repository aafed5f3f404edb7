import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDay } from '@securite/domain/time/calendar-day';
import { dayIn, timeIn } from '@securite/domain/time/zoned-instants';
import { useCircuitSharedServices } from './api/find-circuit-shared-services.ts';

import { texts } from './texts.ts';

/**
 * Services partagés: the other services on the circuit's sites while its stops are there (a static guard on site,
 * another tour's stop), so the planner sees whom the agent will meet.
 */
export function SharedServicesPanel({
  agencyId,
  circuitId,
  timeZone,
}: {
  agencyId: string;
  circuitId: string;
  timeZone: string;
}) {
  const query = useCircuitSharedServices(agencyId, circuitId);
  const services = query.data?.data ?? [];
  return (
    <Stack component="section" aria-labelledby="titre-services-partages" spacing={1}>
      <Typography id="titre-services-partages" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {texts.servicesPartages}
      </Typography>
      {query.isPending ? (
        <CircularProgress size={24} aria-label={texts.chargementDesServicesPartages} />
      ) : query.isError ? (
        <Alert severity="error">{texts.impossibleDeChargerLesServices}</Alert>
      ) : services.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {texts.aucunAutreServiceSur}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={texts.servicesPartages}>
          {services.map((service) => (
            <ListItem key={service.id} disableGutters>
              <ListItemText
                primary={`${service.site?.name ?? ''} · ${service.agent?.fullname ?? texts.nonAffecte}`}
                secondary={`${formatDay(dayIn(service.startAt, timeZone))} ${timeIn(service.startAt, timeZone)}–${timeIn(service.endAt, timeZone)}${service.postTitle ? ` · ${service.postTitle}` : ''}${service.circuitId ? ` ${texts.etapeDUnAutre}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
