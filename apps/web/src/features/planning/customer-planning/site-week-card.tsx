import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlanningService } from '@securite/domain/planning/service-schemas';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import { dayHeading, serviceHours } from '@securite/domain/time/day-labels';
import { useId } from 'react';
import { ServiceStatusChip } from '../service-status-chip.tsx';
import { texts } from '../texts.ts';
import { agentShortName } from './agent-short-name.ts';

/** One site's week for the customer: its days, and for each service the hours, the agent's first name and status. */
export function SiteWeekCard({
  siteName,
  address,
  days,
  today,
  timeZone,
}: {
  siteName: string;
  address: string | null;
  days: { day: CalendarDay; items: PlanningService[] }[];
  today: CalendarDay;
  timeZone: string;
}) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader
        title={
          <Typography id={titleId} variant="h6" component="h2">
            {siteName}
          </Typography>
        }
        subheader={address}
      />
      <Divider />
      <CardContent>
        <Stack spacing={2}>
          {days.map(({ day, items }) => (
            <Box key={day}>
              <Typography
                component="h3"
                variant="subtitle2"
                sx={{ textTransform: 'uppercase', letterSpacing: 0.5, color: 'text.secondary', mb: 0.5 }}
              >
                {dayHeading(day, today)}
              </Typography>
              <Stack
                component="ul"
                sx={{ listStyle: 'none', p: 0, m: 0 }}
                divider={<Divider component="li" aria-hidden />}
              >
                {items.map((service) => (
                  <Box
                    component="li"
                    key={service.id}
                    sx={{
                      py: 1,
                      display: 'grid',
                      alignItems: 'center',
                      columnGap: 2,
                      rowGap: 0.25,
                      gridTemplateColumns: { xs: '1fr auto', sm: '230px 1fr auto' },
                      gridTemplateAreas: { xs: '"hours status" "agent agent"', sm: '"hours agent status"' },
                    }}
                  >
                    <Typography sx={{ fontWeight: 600, gridArea: 'hours' }}>
                      {serviceHours(service.startAt, service.endAt, timeZone)}
                    </Typography>
                    <Typography sx={{ gridArea: 'agent', minWidth: 0 }}>
                      {service.agent ? agentShortName(service.agent.fullname) : texts.agentAConfirmer}
                      {service.postTitle && (
                        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                          {` · ${service.postTitle}`}
                        </Typography>
                      )}
                    </Typography>
                    <Box sx={{ gridArea: 'status', justifySelf: 'end' }}>
                      <ServiceStatusChip status={service.status} />
                    </Box>
                  </Box>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
