import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format } from 'date-fns';

/** 'YYYY-MM-DD' as a local date (the picker's), or null. */
function dateOf(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** A French date picker holding a day 'YYYY-MM-DD' ('' when empty or half typed). */
export function DayInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  error?: string;
}) {
  return (
    <DatePicker
      label={label}
      value={dateOf(value)}
      onChange={(next) =>
        onChange(next instanceof Date && !Number.isNaN(next.getTime()) ? format(next, 'yyyy-MM-dd') : '')
      }
      slotProps={{ textField: { fullWidth: true, error: !!error, helperText: error }, field: { clearable: true } }}
    />
  );
}
