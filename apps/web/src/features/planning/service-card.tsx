import AccessTimeIcon from '@mui/icons-material/AccessTime';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ServiceStatusChip } from './service-status-chip.tsx';

/** One service as a card of the phone lists: where, when, which post, its status. */
export function ServiceCard({
  title,
  address,
  hours,
  details,
  status,
}: {
  title: string;
  address?: string | null;
  hours: string;
  /** Post title, agent… one line each. */
  details?: ReactNode[];
  status: number;
}) {
  return (
    <Card component="article" variant="outlined" aria-label={`${title}, ${hours}`}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          <ServiceStatusChip status={status} />
        </Stack>
        <Stack spacing={0.5} sx={{ mt: 0.5 }}>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <AccessTimeIcon fontSize="small" color="action" aria-hidden />
            <Typography sx={{ fontWeight: 500 }}>{hours}</Typography>
          </Stack>
          {address && (
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-start' }}>
              <PlaceOutlinedIcon fontSize="small" color="action" aria-hidden />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {address}
              </Typography>
            </Stack>
          )}
          {details
            ?.filter((d) => d !== null && d !== undefined && d !== '')
            .map((detail, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines of one card
              <Typography key={index} variant="body2">
                {detail}
              </Typography>
            ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
