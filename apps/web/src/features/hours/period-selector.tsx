import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DateRangeIcon from '@mui/icons-material/DateRange';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { type HourPeriod, isMonthPeriod, periodLabel, shiftMonth } from '@securite/domain/hours/hour-period';
import { zMyHoursRequest } from '@securite/domain/hours/hours-schemas';
import { format } from 'date-fns';
import { useId, useState } from 'react';
import { hoursTexts } from './texts.ts';

const texts = hoursTexts.period;

const dateOf = (day: string) =>
  new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const dayOf = (date: Date | null) => (date && !Number.isNaN(date.getTime()) ? format(date, 'yyyy-MM-dd') : '');

/** The custom range form: two French date pickers, checked with the domain's period rules. */
function CustomRange({
  value,
  onApply,
  onCancel,
}: {
  value: HourPeriod;
  onApply: (period: HourPeriod) => void;
  onCancel: () => void;
}) {
  const [from, setFrom] = useState<Date | null>(dateOf(value.from));
  const [to, setTo] = useState<Date | null>(dateOf(value.to));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const apply = () => {
    const parsed = zMyHoursRequest.safeParse({ from: dayOf(from), to: dayOf(to) });
    if (parsed.success) {
      onApply(parsed.data);
      return;
    }
    const next: Record<string, string> = {};
    for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
    setErrors(next);
  };
  return (
    <Stack
      spacing={2}
      sx={{ p: 2, width: 300 }}
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <Typography variant="subtitle1" component="h2">
        {texts.title}
      </Typography>
      <DatePicker
        label={texts.from}
        value={from}
        onChange={setFrom}
        slotProps={{ textField: { size: 'small', error: Boolean(errors.from), helperText: errors.from } }}
      />
      <DatePicker
        label={texts.to}
        value={to}
        onChange={setTo}
        slotProps={{ textField: { size: 'small', error: Boolean(errors.to), helperText: errors.to } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{texts.cancel}</Button>
        <Button type="submit" variant="contained">
          {texts.apply}
        </Button>
      </Stack>
    </Stack>
  );
}

/** A month by default with previous/next, or a custom range of days. */
export function PeriodSelector({
  value,
  onChange,
  currentMonth,
}: {
  value: HourPeriod;
  onChange: (period: HourPeriod) => void;
  /** The month to come back to from a custom range. */
  currentMonth: HourPeriod;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const labelId = useId();
  const month = isMonthPeriod(value);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Tooltip title={texts.previous}>
        <IconButton aria-label={texts.previous} onClick={() => onChange(shiftMonth(value, -1))}>
          <ChevronLeftIcon />
        </IconButton>
      </Tooltip>
      <Typography
        id={labelId}
        aria-live="polite"
        sx={{ minWidth: 150, textAlign: 'center', fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }}
      >
        {periodLabel(value)}
      </Typography>
      <Tooltip title={texts.next}>
        <IconButton aria-label={texts.next} onClick={() => onChange(shiftMonth(value, 1))}>
          <ChevronRightIcon />
        </IconButton>
      </Tooltip>
      <Button startIcon={<DateRangeIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="dialog">
        {texts.custom}
      </Button>
      {(!month || value.from !== currentMonth.from) && (
        <Button onClick={() => onChange(currentMonth)}>{texts.currentMonth}</Button>
      )}
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': texts.title } }}
      >
        <CustomRange
          value={value}
          onCancel={() => setAnchor(null)}
          onApply={(period) => {
            setAnchor(null);
            onChange(period);
          }}
        />
      </Popover>
    </Stack>
  );
}
