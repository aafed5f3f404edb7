import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDays, type CalendarDay } from '@securite/domain/time/calendar-day';
import { weekLabel } from '@securite/domain/time/day-labels';

import { texts } from './texts.ts';

/** Précédent / suivant between periods of seven days, the one shown, and a way back to the current one. */
export function WeekNavigation({
  monday,
  currentMonday,
  onChange,
  backLabel = texts.cetteSemaine,
}: {
  /** First day shown (a Monday, or today for a rolling week). */
  monday: CalendarDay;
  currentMonday: CalendarDay;
  onChange: (monday: CalendarDay) => void;
  backLabel?: string;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <IconButton aria-label={texts.semainePrecedente} onClick={() => onChange(addDays(monday, -7))}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography
        component="p"
        aria-live="polite"
        sx={{ fontWeight: 600, minWidth: 0, flex: { xs: 1, sm: 'none' }, textAlign: 'center' }}
      >
        {weekLabel(monday)}
      </Typography>
      <IconButton aria-label={texts.semaineSuivante} onClick={() => onChange(addDays(monday, 7))}>
        <ChevronRightIcon />
      </IconButton>
      {monday !== currentMonday && (
        <Button size="small" onClick={() => onChange(currentMonday)}>
          {backLabel}
        </Button>
      )}
    </Stack>
  );
}
