import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { agentReadRights } from '@securite/domain/agents/agent-read-rights';
import { isGranted } from '@securite/domain/auth/access';
import type { PlanningService } from '@securite/domain/planning/service-schemas';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../api/session.ts';
import { usePlanningLiveRefresh } from '../../../shared/planning/live-refresh/use-planning-live-refresh.ts';
import { useAgencyTimeZone } from '../../../shared/planning/use-agency-time-zone.ts';
import { confirm } from '../../../ui/dialogs/confirm-dialog.tsx';
import { notify } from '../../../ui/notices/notice-store.ts';
import { EmptyState, Page } from '../../../ui/page.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { useAgentNames } from '../../agents/public.ts';
import { useSiteReferences } from '../../sites/public.ts';
import { allowEarlyStart } from '../api/allow-early-start.ts';
import { usePlannedServices } from '../api/find-planned-services.ts';
import { usePeriodConflicts } from '../conflicts/use-period-conflicts.ts';
import { coverDialog } from '../cover/cover-dialog-handle.ts';
import { serviceEndDialog } from '../service-end/service-end-dialog-handle.ts';
import { serviceTimelineDialog } from '../service-timeline/service-timeline-dialog-handle.ts';
import { texts } from '../texts.ts';
import { AdminServicesFilters, isFiltered, noServiceFilters, type ServiceFilters } from './admin-services-filters.tsx';
import { ServicesTable } from './services-table.tsx';
import { type Horizon, isLate, periodFor, splitServices } from './split-services.ts';
import { useMinuteClock } from './use-minute-clock.ts';

const noServices: PlanningService[] = [];

function Section({
  id,
  title,
  count,
  action,
  children,
}: {
  id: string;
  title: string;
  count: number | null;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={`titre-${id}`}>
      <CardHeader
        title={
          <Typography id={`titre-${id}`} variant="h6" component="h2">
            {title}
            {count !== null && (
              <Typography component="span" sx={{ color: 'text.secondary', ml: 1 }}>
                ({count})
              </Typography>
            )}
          </Typography>
        }
        action={action}
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <Divider />
      {children}
    </Card>
  );
}

/**
 * Services en cours et à venir: what runs now and what starts in the next 7 (or 30) days, with the cover dialog;
 * then what ended in the last 24 hours, each with its « Fin de service ».
 */
export function AdminServicesPage({ now: fixedNow }: { now?: Date }) {
  usePlanningLiveRefresh();
  const session = useSession();
  const agencyId = session.agencyId!;
  const canEdit = isGranted(session.actor, ['services.edit']);
  const canListAgents = isGranted(session.actor, agentReadRights);
  const { timeZone } = useAgencyTimeZone(agencyId);
  const now = useMinuteClock(fixedNow);
  const [horizon, setHorizon] = useState<Horizon>(7);
  // A link may open the list filtered: to the services without an agent (the dashboard's unfilled posts:
  // ?sansAgent=1), to those due and not started (its late ones: ?enRetard=1).
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<ServiceFilters>(() => ({
    ...noServiceFilters,
    unassignedOnly: searchParams.get('sansAgent') === '1',
    lateOnly: searchParams.get('enRetard') === '1',
  }));
  const request = useMemo(
    () => ({
      ...periodFor(now, horizon),
      ...(filters.site ? { siteIds: [filters.site.id] } : {}),
      ...(filters.agent ? { agentIds: [filters.agent.id] } : {}),
      ...(filters.unassignedOnly ? { unassignedOnly: true } : {}),
      // Circuits have their own screen.
      includeCircuits: false,
    }),
    [now, horizon, filters],
  );
  const query = usePlannedServices(agencyId, request);
  const sites = useSiteReferences(agencyId);
  const agents = useAgentNames(agencyId, canListAgents);
  const { current, upcoming, ended } = useMemo(() => {
    const services = query.data?.services ?? [];
    return splitServices(filters.lateOnly ? services.filter((s) => isLate(s, now)) : services, now, horizon);
  }, [query.data, now, horizon, filters.lateOnly]);
  // The planned services in conflict (an agent on leave, a rest too short…) are marked: the planner covers them.
  const checks = usePeriodConflicts(agencyId, JSON.stringify([horizon, filters]), query.data?.services ?? noServices);
  const conflicts = useMemo(() => new Map(checks.conflicts.map((c) => [c.service.id, c])), [checks.conflicts]);
  const filtered = isFiltered(filters);
  const cover = canEdit
    ? (service: PlanningService) =>
        void coverDialog.open({ agencyId, agent: service.agent, service, canChooseAgent: canListAgents })
    : undefined;
  // The service window (issue 25): the office lets the agent take one service before it opens.
  const allowEarly = canEdit
    ? async (service: PlanningService) => {
        const ok = await confirm({
          title: texts.autoriserLaPriseDe,
          message: texts.pourraPrendreCeValue(service.agent?.fullname ?? texts.lAgent),
          confirmLabel: texts.autoriser,
        });
        if (!ok) return;
        await allowEarlyStart(agencyId, service.id)
          .then(() => notify.success(texts.priseDeServiceAnticipee))
          .catch(() => undefined);
      }
    : undefined;
  const showEnd = (service: PlanningService) => void serviceEndDialog.open({ agencyId, serviceId: service.id });
  const showTimeline = (service: PlanningService) =>
    void serviceTimelineDialog.open({ agencyId, serviceId: service.id });

  const list = (id: string, label: string, services: PlanningService[], empty: string) => (
    <QueryView
      query={query}
      loadingLabel={texts.chargementDesServices}
      errorText={texts.impossibleDeChargerLes}
      empty={services.length === 0}
      emptyState={
        <EmptyState
          icon={<EventAvailableIcon fontSize="inherit" />}
          title={filtered ? texts.pourCesCriteresEmpty(empty) : `${empty}.`}
        />
      }
    >
      <ServicesTable
        key={id}
        label={label}
        services={services}
        timeZone={timeZone}
        onCover={cover}
        onShowEnd={showEnd}
        onShowTimeline={showTimeline}
        onAllowEarly={allowEarly ? (service) => void allowEarly(service) : undefined}
        conflicts={conflicts}
      />
    </QueryView>
  );

  return (
    <Page title={texts.servicesEnCoursEt} subtitle={texts.ceQuiSePasse}>
      <Stack spacing={3}>
        <AdminServicesFilters
          value={filters}
          onChange={setFilters}
          sites={(sites.data ?? []).map((s) => ({ id: s.id, name: s.name }))}
          agents={canListAgents ? (agents.data ?? []).map((a) => ({ id: a.id, name: a.fullname })) : null}
        />
        <Section id="en-cours" title={texts.enCours} count={query.data ? current.length : null}>
          {list('en-cours', texts.servicesEnCours, current, texts.aucunServiceEnCours)}
        </Section>
        <Section
          id="a-venir"
          title={texts.aVenir}
          count={query.data ? upcoming.length : null}
          action={
            <ToggleButtonGroup
              size="small"
              exclusive
              value={horizon}
              onChange={(_, next: Horizon | null) => next && setHorizon(next)}
              aria-label={texts.periodeAVenir}
            >
              <ToggleButton value={7}>7 jours</ToggleButton>
              <ToggleButton value={30}>30 jours</ToggleButton>
            </ToggleButtonGroup>
          }
        >
          {list('a-venir', texts.servicesAVenir, upcoming, texts.aucunServicePrevuHorizon(horizon))}
        </Section>
        <Section id="termines" title={texts.terminesCesDernieres24} count={query.data ? ended.length : null}>
          {list('termines', texts.servicesTermines, ended, texts.aucunServiceTermineCes)}
        </Section>
      </Stack>
    </Page>
  );
}
