import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlanningService } from '@securite/domain/planning/service-schemas';
import type { SiteListItem } from '@securite/domain/sites/site-schemas';
import { addDays, type CalendarDay } from '@securite/domain/time/calendar-day';
import { dayHeading, daysPeriod, groupByDay, serviceHours } from '@securite/domain/time/day-labels';
import { dayIn } from '@securite/domain/time/zoned-instants';
import { useMemo, useState } from 'react';
import { useSession } from '../../../api/session.ts';
import { useMyServices } from '../../../shared/planning/api/find-my-services.ts';
import { usePlanningLiveRefresh } from '../../../shared/planning/live-refresh/use-planning-live-refresh.ts';
import { useAgencyTimeZone } from '../../../shared/planning/use-agency-time-zone.ts';
import { EmptyState, Page } from '../../../ui/page.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { PlanningExportMenu } from '../../planning-export/public.ts';
import { useAllSites } from '../../sites/public.ts';
import { ServiceCard } from '../service-card.tsx';
import { siteAddress } from '../site-address.ts';
import { texts } from '../texts.ts';
import { WeekNavigation } from '../week-navigation.tsx';

export const NO_SERVICE_TEXT = texts.aucunServicePlanifieSur;

/**
 * Mon planning: the signed-in agent's services seven days at a time from today, grouped by day (Aujourd’hui,
 * Demain, then the date), phone first. Staff see theirs when their account is also an agent record.
 */
export function MyPlanningPage({ now }: { now?: Date }) {
  usePlanningLiveRefresh();
  const { agencyId, company } = useSession();
  const agentId = company?.agentId ?? null;
  const { timeZone } = useAgencyTimeZone(agencyId);
  const today = dayIn(now ?? new Date(), timeZone);
  // Seven days from today (the next services first), then seven days before or after.
  const [chosenStart, setStart] = useState<CalendarDay | null>(null);
  const start = chosenStart ?? today;
  const period = useMemo(() => daysPeriod(start, 7, timeZone), [start, timeZone]);
  const query = useMyServices(agencyId ?? '', agentId, period);
  // Addresses: the sites the user may read (an agent's posted sites, every site for staff).
  const sites = useAllSites(agentId ? agencyId : null);
  // The sites the agent may read, and those the server sends with the services (a replacement elsewhere).
  const sitesById = useMemo(
    () =>
      new Map<string, Pick<SiteListItem, 'address'>>([
        ...(sites.data ?? []).map((s) => [s.id, s] as const),
        ...(query.data?.sites ?? []).map((s) => [s.id, s] as const),
      ]),
    [sites.data, query.data],
  );
  const groups = useMemo(
    () => groupByDay(sortByStart(query.data?.services ?? []), (s) => s.startAt, timeZone),
    [query.data, timeZone],
  );

  if (!agentId) {
    return (
      <Page title={texts.monPlanning}>
        <Card>
          <EmptyState icon={<EventBusyIcon fontSize="inherit" />} title={texts.votreCompteNEst} />
        </Card>
      </Page>
    );
  }

  return (
    <Page
      title={texts.monPlanning}
      subtitle={texts.vosServicesSeptJours}
      actions={<PlanningExportMenu view="agents" period="week" from={start} to={addDays(start, 6)} agentId={agentId} />}
    >
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <WeekNavigation monday={start} currentMonday={today} onChange={setStart} backLabel={texts.aujourdHui} />
        <QueryView
          query={query}
          loadingLabel={texts.chargementDeVotrePlanning}
          errorText={texts.impossibleDeChargerVotre}
          empty={groups.length === 0}
          emptyState={
            <Card>
              <EmptyState icon={<EventAvailableIcon fontSize="inherit" />} title={NO_SERVICE_TEXT} />
            </Card>
          }
        >
          <Stack spacing={2.5}>
            {groups.map((group) => (
              <Box component="section" key={group.day} aria-labelledby={`jour-${group.day}`}>
                <Typography
                  id={`jour-${group.day}`}
                  component="h2"
                  variant="subtitle2"
                  sx={{
                    textTransform: 'uppercase',
                    letterSpacing: 0.5,
                    color: group.day === today ? 'primary.main' : 'text.secondary',
                    mb: 1,
                  }}
                >
                  {dayHeading(group.day, today)}
                </Typography>
                <Stack spacing={1}>
                  {group.items.map((service) => (
                    <ServiceCard
                      key={service.id}
                      title={service.site?.name ?? texts.siteNonRenseigne}
                      address={siteAddress(service.site ? sitesById.get(service.site.id) : undefined)}
                      hours={serviceHours(service.startAt, service.endAt, timeZone)}
                      details={[service.postTitle, service.isCircuit ? texts.circuit : null]}
                      status={service.status}
                    />
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
        </QueryView>
      </Stack>
    </Page>
  );
}

function sortByStart(services: PlanningService[]): PlanningService[] {
  return [...services].sort((a, b) => a.startAt.localeCompare(b.startAt));
}
