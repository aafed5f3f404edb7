import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { daysUntil, expirationStatus } from '@securite/domain/agents/expirations';
import { dayToDate, isCalendarDay, todayIn } from '@securite/domain/time/calendar-day';
import { daysLeftLabel, ExpirationChip } from '../components/expiration-chip.tsx';

/** The status of a typed expiry date, computed as the server will (3 months for the CNAPS card, else 60 days). */
export function LiveExpiration({ day, kind = 'other' }: { day: unknown; kind?: 'cnapsCard' | 'other' }) {
  if (typeof day !== 'string' || !isCalendarDay(day)) return null;
  const today = dayToDate(todayIn('Europe/Paris'));
  const expiry = dayToDate(day);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
      <ExpirationChip status={expirationStatus(expiry, today, kind)} />
      <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {daysLeftLabel(daysUntil(expiry, today))}
      </Typography>
    </Stack>
  );
}
