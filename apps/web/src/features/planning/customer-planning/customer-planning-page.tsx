import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PlannedServicesRequest } from '@securite/domain/planning/service-schemas';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import { mondayOf } from '@securite/domain/time/calendar-day';
import { daysPeriod } from '@securite/domain/time/day-labels';
import { dayIn } from '@securite/domain/time/zoned-instants';
import { useMemo, useState } from 'react';
import { useSession } from '../../../api/session.ts';
import { usePlanningLiveRefresh } from '../../../shared/planning/live-refresh/use-planning-live-refresh.ts';
import { useAgencyTimeZone } from '../../../shared/planning/use-agency-time-zone.ts';
import { EmptyState, Page } from '../../../ui/page.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { useAllSites } from '../../sites/public.ts';
import { useCustomerServices } from '../api/find-customer-services.ts';
import { siteAddress } from '../site-address.ts';
import { texts } from '../texts.ts';
import { WeekNavigation } from '../week-navigation.tsx';
import { groupBySiteAndDay } from './group-by-site.ts';
import { SiteWeekCard } from './site-week-card.tsx';

const ALL_SITES = '';

/**
 * Planning des interventions: the week's services on the customer's sites, grouped by site then day. Agents are
 * named by first name and initial only.
 */
export function CustomerPlanningPage({ now }: { now?: Date }) {
  usePlanningLiveRefresh();
  const { agencyId, company } = useSession();
  const customerId = company?.customer?.id ?? null;
  const { timeZone } = useAgencyTimeZone(agencyId);
  const today = dayIn(now ?? new Date(), timeZone);
  const currentMonday = mondayOf(today);
  const [chosenMonday, setMonday] = useState<CalendarDay | null>(null);
  const [siteId, setSiteId] = useState(ALL_SITES);
  const monday = chosenMonday ?? currentMonday;
  const request = useMemo<PlannedServicesRequest>(
    () => ({
      ...daysPeriod(monday, 7, timeZone),
      ...(siteId ? { siteIds: [siteId] } : {}),
      includeCircuits: true,
    }),
    [monday, timeZone, siteId],
  );
  const query = useCustomerServices(agencyId ?? '', customerId, request);
  const sites = useAllSites(customerId ? agencyId : null);
  const sitesById = useMemo(() => new Map((sites.data ?? []).map((s) => [s.id, s])), [sites.data]);
  // A circuit's own line is the agency's round trip: the customer sees its stops on their sites. A night starting
  // the Sunday before belongs to the week before.
  const groups = useMemo(
    () =>
      groupBySiteAndDay(
        (query.data?.services ?? []).filter(
          (s) => !s.isCircuit && s.site && Date.parse(s.startAt) >= Date.parse(request.from),
        ),
        timeZone,
      ),
    [query.data, timeZone, request.from],
  );

  if (!customerId) {
    return (
      <Page title={texts.planningDesInterventions}>
        <Card>
          <EmptyState icon={<StorefrontIcon fontSize="inherit" />} title={texts.cePlanningEstReserve} />
        </Card>
      </Page>
    );
  }

  return (
    <Page title={texts.planningDesInterventions} subtitle={texts.lesServicesPrevusSur}>
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 2, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <WeekNavigation monday={monday} currentMonday={currentMonday} onChange={setMonday} />
          <TextField
            select
            size="small"
            label={texts.site}
            value={siteId}
            onChange={(e) => setSiteId(e.target.value)}
            sx={{ minWidth: 240 }}
          >
            <MenuItem value={ALL_SITES}>{texts.tousLesSites}</MenuItem>
            {(sites.data ?? []).map((site) => (
              <MenuItem key={site.id} value={site.id}>
                {site.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <QueryView
          query={query}
          loadingLabel={texts.chargementDuPlanning}
          errorText={texts.impossibleDeChargerLe}
          empty={groups.length === 0}
          emptyState={
            <Card>
              <EmptyState
                icon={<EventAvailableIcon fontSize="inherit" />}
                title={siteId ? texts.aucuneInterventionPrevueSur : texts.aucuneInterventionPrevueCette}
              />
            </Card>
          }
        >
          <Stack spacing={2}>
            {groups.map((group) => (
              <SiteWeekCard
                key={group.site.id}
                siteName={group.site.name}
                address={siteAddress(sitesById.get(group.site.id))}
                days={group.days}
                today={today}
                timeZone={timeZone}
              />
            ))}
          </Stack>
        </QueryView>
      </Stack>
    </Page>
  );
}
