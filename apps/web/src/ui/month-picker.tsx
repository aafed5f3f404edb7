import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MONTH_PATTERN, shiftMonthKey } from '@securite/domain/payroll/salary-elements';

/** A month (« YYYY-MM ») to choose: the browser's month field between previous and next month buttons. */
export function MonthPicker({
  value,
  onChange,
  label = 'Mois',
}: {
  value: string;
  onChange: (month: string) => void;
  label?: string;
}) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <IconButton aria-label="Mois précédent" onClick={() => onChange(shiftMonthKey(value, -1))}>
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        type="month"
        size="small"
        label={label}
        value={value}
        onChange={(event) => {
          if (MONTH_PATTERN.test(event.target.value)) onChange(event.target.value);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 190 }}
      />
      <IconButton aria-label="Mois suivant" onClick={() => onChange(shiftMonthKey(value, 1))}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}

/** The current month on the user's clock. */
export function currentMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}
