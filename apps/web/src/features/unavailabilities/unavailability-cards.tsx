import EventBusyIcon from '@mui/icons-material/EventBusy';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Unavailability } from '@securite/domain/unavailabilities/schemas';
import type { ReactNode } from 'react';
import { format } from '../../ui/format.ts';
import { texts } from './texts.ts';

/** The unavailabilities as a list of blocks, for phones. */
export function UnavailabilityCards({
  rows,
  showAgent,
  actionsOf,
}: {
  rows: readonly Unavailability[];
  showAgent: boolean;
  actionsOf: (row: Unavailability) => ReactNode;
}) {
  return (
    <Stack
      component="ul"
      aria-label={texts.title}
      divider={<Divider component="li" aria-hidden />}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {rows.map((row) => (
        <Stack component="li" key={row.id} direction="row" spacing={1.5} sx={{ p: 2, alignItems: 'flex-start' }}>
          <EventBusyIcon color="primary" sx={{ mt: 0.25 }} aria-hidden />
          <Stack spacing={0.25} sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {showAgent ? `${row.agent.fullname} · ${row.type.label}` : row.type.label}
            </Typography>
            <Typography variant="body2">
              {texts.period({ start: format.dateTime(row.startAt), end: format.dateTime(row.endAt) })}
            </Typography>
            {row.comment && (
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {row.comment}
              </Typography>
            )}
          </Stack>
          {actionsOf(row)}
        </Stack>
      ))}
    </Stack>
  );
}
