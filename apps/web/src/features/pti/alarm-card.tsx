import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Alarm } from '@securite/domain/pti/pti-alarms';
import { format } from '../../ui/format.ts';
import { type MapPoint, PositionsMap } from './positions-map.tsx';

function pointsOf(alarm: Alarm): MapPoint[] {
  const points: MapPoint[] = [];
  if (alarm.position) {
    points.push({ id: 'position', ...alarm.position, label: `Position de ${alarm.agent.name}`, color: '#d32f2f' });
  }
  if (alarm.site?.latitude != null && alarm.site.longitude != null) {
    points.push({
      id: 'site',
      latitude: alarm.site.latitude,
      longitude: alarm.site.longitude,
      label: `Site : ${alarm.site.name}`,
      color: '#1565c0',
    });
  }
  return points;
}

/** One open alarm: what, who, where and when, on a map, with its acknowledge and close buttons. */
export function AlarmCard({
  alarm,
  onAcknowledge,
  onClose,
}: {
  alarm: Alarm;
  onAcknowledge: () => void;
  onClose: () => void;
}) {
  const points = pointsOf(alarm);
  return (
    <Card component="article" aria-label={`Alerte ${alarm.label} — ${alarm.agent.name}`} variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip label={alarm.label} color="error" />
            {alarm.acknowledgedAt ? (
              <Chip
                label={`Acquittée par ${alarm.acknowledgedBy?.name ?? '—'} ${format.onDayAt(alarm.acknowledgedAt)}`}
                color="warning"
                variant="outlined"
              />
            ) : (
              <Chip label="Non acquittée" color="error" variant="outlined" />
            )}
          </Stack>
          <Typography variant="h6" component="h2">
            {alarm.agent.name}
          </Typography>
          <Typography variant="body2">
            Site : {alarm.site?.name ?? '—'} · Service {alarm.service.reference}
            {alarm.agent.phone ? ` · Tél. ${alarm.agent.phone}` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Déclenchée le {format.dateTime(alarm.raisedAt)}
            {alarm.deviceAt ? ` (téléphone : ${format.dateTime(alarm.deviceAt)})` : ''}
          </Typography>
          {alarm.description && <Typography variant="body2">{alarm.description}</Typography>}
          {points.length > 0 ? (
            <PositionsMap points={points} label={`Carte de l’alerte de ${alarm.agent.name}`} height={240} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              Position inconnue.
            </Typography>
          )}
          <Stack direction="row" spacing={1}>
            {!alarm.acknowledgedAt && (
              <Button variant="contained" color="warning" onClick={onAcknowledge}>
                Acquitter
              </Button>
            )}
            <Button variant="outlined" onClick={onClose}>
              Clôturer
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
