import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type TimeGap, timeGapKindLabels } from '@securite/domain/hours/hours-schemas';
import { zonedFormat } from './hours-format.ts';
import { hoursTexts as texts } from './texts.ts';
import { type GapActions, gapColors, gapLengthText, realText } from './time-gaps-table.tsx';

/** The time gaps as a list, for a phone. */
export function TimeGapCards({
  gaps,
  timeZone,
  onOpenEnd,
}: GapActions & { gaps: readonly TimeGap[]; timeZone: string }) {
  const f = zonedFormat(timeZone);
  return (
    <List aria-label={texts.gapsTitle} disablePadding>
      {gaps.map((gap) => (
        <ListItem key={gap.id} divider sx={{ display: 'block', py: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 600 }}>{gap.agent?.fullname ?? texts.unassigned}</Typography>
            <Chip
              size="small"
              variant="outlined"
              color={gapColors[gap.kind]}
              label={`${timeGapKindLabels[gap.kind]} · ${gapLengthText(gap)}`}
            />
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {gap.site?.name ?? '—'}
          </Typography>
          {gap.detail && <Typography variant="body2">{gap.detail}</Typography>}
          <Typography variant="body2">
            {f.day(gap.plannedAt ?? gap.realAt)}
            {gap.plannedAt && ` · ${texts.plannedAt} ${f.time(gap.plannedAt)}`} · {texts.realAt}{' '}
            {realText(gap, f.time, f)}
          </Typography>
          {onOpenEnd && (
            <Button
              size="small"
              onClick={() => onOpenEnd(gap)}
              aria-label={texts.openEnd(gap.reference)}
              sx={{ ml: -0.75, mt: 0.5 }}
            >
              {texts.serviceEnd}
            </Button>
          )}
        </ListItem>
      ))}
    </List>
  );
}
