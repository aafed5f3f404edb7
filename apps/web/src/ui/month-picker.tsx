import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { MONTH_PATTERN, shiftMonthKey } from '@securite/domain/payroll/salary-elements';
import { MonthInput } from './day-input.tsx';

import { texts } from './texts.ts';

/** A month (« YYYY-MM ») to choose: the French month picker (mm/aaaa) between previous and next month buttons. */
export function MonthPicker({
  value,
  onChange,
  label = texts.mois,
}: {
  value: string;
  onChange: (month: string) => void;
  label?: string;
}) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <IconButton aria-label={texts.moisPrecedent} onClick={() => onChange(shiftMonthKey(value, -1))}>
        <ChevronLeftIcon />
      </IconButton>
      <MonthInput
        size="small"
        label={label}
        value={value}
        onChange={(month) => {
          if (MONTH_PATTERN.test(month)) onChange(month);
        }}
        sx={{ width: 190 }}
      />
      <IconButton aria-label={texts.moisSuivant} onClick={() => onChange(shiftMonthKey(value, 1))}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}

/** The current month on the user's clock. */
export function currentMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}
