import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Alarm } from '@securite/domain/pti/pti-alarms';
import { format } from '../../ui/format.ts';
import { type MapPoint, PositionsMap } from './positions-map.tsx';

import { texts } from './texts.ts';

function pointsOf(alarm: Alarm): MapPoint[] {
  const points: MapPoint[] = [];
  if (alarm.position) {
    points.push({ id: 'position', ...alarm.position, label: texts.positionDeName(alarm.agent.name), color: '#d32f2f' });
  }
  if (alarm.site?.latitude != null && alarm.site.longitude != null) {
    points.push({
      id: 'site',
      latitude: alarm.site.latitude,
      longitude: alarm.site.longitude,
      label: texts.siteName(alarm.site.name),
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
    <Card component="article" aria-label={texts.alerteLabelName(alarm.label, alarm.agent.name)} variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip label={alarm.label} color="error" />
            {alarm.acknowledgedAt ? (
              <Chip
                label={texts.acquitteeParValueValue2(
                  alarm.acknowledgedBy?.name ?? '—',
                  format.onDayAt(alarm.acknowledgedAt),
                )}
                color="warning"
                variant="outlined"
              />
            ) : (
              <Chip label={texts.nonAcquittee} color="error" variant="outlined" />
            )}
          </Stack>
          <Typography variant="h6" component="h2">
            {alarm.agent.name}
          </Typography>
          <Typography variant="body2">
            {texts.site2} {alarm.site?.name ?? '—'} {texts.service2} {alarm.service.reference}
            {alarm.agent.phone ? texts.telPhone(alarm.agent.phone) : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {texts.declencheeLe} {format.dateTime(alarm.raisedAt)}
            {alarm.deviceAt ? texts.telephoneValue(format.dateTime(alarm.deviceAt)) : ''}
          </Typography>
          {alarm.description && <Typography variant="body2">{alarm.description}</Typography>}
          {points.length > 0 ? (
            <PositionsMap points={points} label={texts.carteDeLName(alarm.agent.name)} height={240} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {texts.positionInconnue}
            </Typography>
          )}
          <Stack direction="row" spacing={1}>
            {!alarm.acknowledgedAt && (
              <Button variant="contained" color="warning" onClick={onAcknowledge}>
                {texts.acquitter}
              </Button>
            )}
            <Button variant="outlined" onClick={onClose}>
              {texts.cloturer}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
