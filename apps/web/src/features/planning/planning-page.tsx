import AddIcon from '@mui/icons-material/Add';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { agentReadRights } from '@securite/domain/agents/agent-read-rights';
import { isGranted } from '@securite/domain/auth/access';
import { type CalendarDay, todayIn } from '@securite/domain/time/calendar-day';
import { type PeriodMode, periodOf, shiftAnchor } from '@securite/domain/time/grid-period';
import { useEffect, useMemo, useState } from 'react';
import { useSession } from '../../api/session.ts';
import { usePlanningConfig } from '../../shared/planning/api/get-planning-config.ts';
import { usePlanningLiveRefresh } from '../../shared/planning/live-refresh/use-planning-live-refresh.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { PlanningExportMenu } from '../planning-export/public.ts';
import { AutoplanButton } from './autoplan/autoplan-button.tsx';
import { firstProposedDay } from './autoplan/review/grid-proposal.ts';
import { ProposalBar } from './autoplan/review/proposal-bar.tsx';
import { type ProposalReviewState, useProposalReview } from './autoplan/review/use-proposal-review.ts';
import { SelectionBar } from './batch/selection-bar.tsx';
import { exportRowIds, noPlanningFilter, type PlanningFilterValues } from './build-rows.ts';
import { ConflictsStatus } from './conflicts/conflicts-status.tsx';
import { useGridConflicts } from './conflicts/use-grid-conflicts.ts';
import { GridToolbar } from './grid/grid-toolbar.tsx';
import { PlanningGrid } from './grid/planning-grid.tsx';
import { PlanningFilters } from './planning-filters.tsx';
import { PlanningLegend } from './planning-legend.tsx';
import type { PlanningView } from './planning-rows.ts';
import { texts as localTexts } from './texts.ts';
import { usePlanningActions } from './use-planning-actions.ts';
import { usePlanningData } from './use-planning-data.ts';

const texts = {
  sites: {
    title: localTexts.planningParSites,
    rows: localTexts.sites,
    empty: localTexts.aucunSiteCreezUn,
    emptyLink: localTexts.ouvrirLesSites,
    noMatch: localTexts.aucunSiteNeCorrespond,
  },
  agents: {
    title: localTexts.planningParCollaborateurs,
    rows: localTexts.collaborateurs,
    empty: localTexts.aucunCollaborateurCreezUn,
    emptyLink: localTexts.ouvrirLesCollaborateurs,
    noMatch: localTexts.aucunCollaborateurNeCorrespond,
  },
};

/**
 * Admin planning (spec 000 section 2), by sites or by agents: a week or a month of services in a grid, created
 * from a cell, edited from a chip, moved by dragging, several at once from a selection.
 */
export function PlanningPage({ view, emptyHref }: { view: PlanningView; emptyHref: string }) {
  // The period, and a proposal under review, stay when the planner switches between the sites and the agents; the
  // filters and the selection (customers there, agents here) start again with the view.
  const [mode, setMode] = useState<PeriodMode>('week');
  const [anchor, setAnchor] = useState<CalendarDay | null>(null);
  const review = useProposalReview(useSession().agencyId as string);
  return (
    <PlanningBoard
      review={review}
      key={view}
      view={view}
      emptyHref={emptyHref}
      mode={mode}
      onMode={setMode}
      anchor={anchor}
      onAnchor={setAnchor}
    />
  );
}

interface PlanningBoardProps {
  view: PlanningView;
  emptyHref: string;
  mode: PeriodMode;
  onMode: (mode: PeriodMode) => void;
  anchor: CalendarDay | null;
  onAnchor: (day: CalendarDay) => void;
  review: ProposalReviewState;
}

function PlanningBoard({
  view,
  emptyHref,
  mode,
  onMode: setMode,
  anchor,
  onAnchor: setAnchor,
  review,
}: PlanningBoardProps) {
  usePlanningLiveRefresh();
  const session = useSession();
  const agencyId = session.agencyId as string;
  const t = texts[view];
  const rights = useMemo(
    () => ({
      canCreate: isGranted(session.actor, ['services.create']),
      canEdit: isGranted(session.actor, ['services.edit']),
      readsAgents: isGranted(session.actor, agentReadRights),
    }),
    [session.actor],
  );
  const config = usePlanningConfig(agencyId);
  // The zone comes with /user too: the period, and so the services, are asked for at once, beside the settings,
  // not after them (the settings' zone takes over when it differs, the planner having just changed it).
  const membershipZone = session.company?.agency.id === agencyId ? session.company.agency.timeZone : null;
  const timeZone = config.data?.timeZone ?? membershipZone ?? null;
  const [filters, setFilters] = useState<PlanningFilterValues>(noPlanningFilter);
  const [selecting, setSelecting] = useState(false);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters =
    (filters.search.trim() ? 1 : 0) +
    (filters.picked.length ? 1 : 0) +
    (filters.unassignedOnly ? 1 : 0) +
    (selecting ? 1 : 0);
  const today = timeZone ? todayIn(timeZone) : null;
  const period = useMemo(
    () => (timeZone && today ? periodOf(mode, anchor ?? today, timeZone) : null),
    [mode, anchor, today, timeZone],
  );
  // A proposal of « Proposer un planning » reviewed on the grid: its month shown, its posts marked.
  const { proposal } = review;
  const data = usePlanningData(agencyId, view, period, filters, timeZone, proposal?.lines ?? null);
  const actions = usePlanningActions({
    agencyId,
    view,
    timeZone: timeZone ?? 'Europe/Paris',
    periodKey: period?.from ?? '',
    byId: data.byId,
    readsAgents: rights.readsAgents,
    canEdit: rights.canEdit,
  });

  // Escape drops the selection.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && actions.clearSelection();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions.clearSelection]);

  const conflicts = useGridConflicts({
    agencyId,
    period,
    timeZone,
    services: data.services,
    byId: data.byId,
    saved: actions.conflicts,
    canEdit: rights.canEdit,
    readsAgents: rights.readsAgents,
    openService: actions.open,
  });

  const conflictsStatus = <ConflictsStatus state={conflicts.state} onOpen={() => void conflicts.openList()} />;
  const colours = config.data?.colours;
  const context = useMemo(
    () =>
      colours && timeZone
        ? {
            view,
            timeZone,
            colours,
            conflicts: conflicts.ids,
            selected: actions.selected,
            canCreate: rights.canCreate,
            canMove: rights.canEdit,
            proposal,
          }
        : null,
    [view, timeZone, colours, conflicts.ids, actions.selected, rights, proposal],
  );
  const filterKey = JSON.stringify(filters);
  const selectedCount = [...actions.selected].filter((id) => data.byId.has(id)).length;
  const loading = {
    isPending: config.isPending || data.rowsQuery.isPending || data.servicesQuery.isPending,
    isFetching: config.isFetching || data.rowsQuery.isFetching || data.servicesQuery.isFetching,
    isError: config.isError || data.rowsQuery.isError || data.servicesQuery.isError,
    data: config.data && data.rowsQuery.data && data.servicesQuery.data,
    error: config.error ?? data.rowsQuery.error ?? data.servicesQuery.error,
    refetch: () => {
      void config.refetch();
      void data.rowsQuery.refetch();
      void data.servicesQuery.refetch();
    },
  };

  return (
    <Page
      wide
      title={t.title}
      actions={
        period &&
        today && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {rights.canEdit && timeZone && (
              <AutoplanButton
                agencyId={agencyId}
                timeZone={timeZone}
                disabled={proposal !== null}
                onApplied={() => void data.servicesQuery.refetch()}
                onReview={(next) => {
                  actions.clearSelection();
                  setSelecting(false);
                  setMode('month');
                  setAnchor(next.from);
                  review.start(next);
                }}
              />
            )}
            <PlanningExportMenu
              view={view}
              period={mode}
              from={period.days[0]}
              to={period.days[period.days.length - 1]}
              rowIds={exportRowIds(data.rows, filters)}
            />
            {rights.canCreate && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => actions.create(null, period.days.includes(today) ? today : period.days[0])}
              >
                {localTexts.nouveauService}
              </Button>
            )}
          </Stack>
        )
      }
    >
      <Stack spacing={1.5} sx={{ mb: 1 }}>
        {period && today && (
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
          >
            <GridToolbar
              mode={mode}
              label={period.label}
              onMode={setMode}
              onStep={(step) => setAnchor(step === 0 ? today : shiftAnchor(mode, anchor ?? today, step))}
            />
            {!phone && conflictsStatus}
          </Stack>
        )}
        {phone && (
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Button
              variant="outlined"
              startIcon={<FilterListIcon />}
              onClick={() => setFiltersOpen((open) => !open)}
              aria-expanded={filtersOpen}
            >
              {localTexts.filtres}
              {activeFilters ? ` (${activeFilters})` : ''}
            </Button>
            {conflictsStatus}
          </Stack>
        )}
        <Collapse in={!phone || filtersOpen}>
          <Stack spacing={1.5}>
            <PlanningFilters
              view={view}
              values={filters}
              onChange={setFilters}
              options={data.options}
              selecting={selecting}
              onSelecting={(on) => {
                setSelecting(on);
                if (!on) actions.clearSelection();
              }}
            />
            {colours && <PlanningLegend colours={colours} />}
          </Stack>
        </Collapse>
      </Stack>
      {proposal && (
        <ProposalBar
          proposal={proposal}
          shown={data.byId}
          applying={review.applying}
          onAll={review.all}
          onApply={() => void review.apply(timeZone ?? 'Europe/Paris')}
          onAbandon={() => void review.abandon()}
        />
      )}
      {selectedCount > 0 && !proposal && (
        <SelectionBar
          count={selectedCount}
          onEdit={() => void actions.bulkEdit()}
          onUnassign={() => void actions.unassign()}
          onDelete={() => void actions.remove()}
          onClear={actions.clearSelection}
        />
      )}
      <QueryView
        query={loading}
        loadingLabel={localTexts.chargementDuPlanning}
        errorText={localTexts.impossibleDeChargerLe}
        empty={data.noRowsAtAll || data.rows.length === 0}
        emptyState={
          <EmptyState
            icon={<EventNoteIcon fontSize="inherit" />}
            title={
              data.noRowsAtAll
                ? t.empty
                : filters.unassignedOnly && !filters.search.trim() && filters.picked.length === 0
                  ? localTexts.aucunPosteNonAffecte
                  : t.noMatch
            }
          >
            {data.noRowsAtAll && <Link href={emptyHref}>{t.emptyLink}</Link>}
          </EmptyState>
        }
      >
        {period && context && today && (
          <PlanningGrid
            label={t.title}
            rowsTitle={t.rows}
            rows={data.rows}
            period={period}
            services={data.grouped}
            today={today}
            context={context}
            onCreate={actions.create}
            onChip={(id, toggle) => {
              if (proposal) return review.toggle(id);
              const service = data.byId.get(id);
              if (toggle || selecting) actions.toggle(id);
              else if (service) actions.open(service);
            }}
            onMove={actions.move}
            filterKey={filterKey}
            focusDay={proposal && firstProposedDay(proposal, context.timeZone)}
          />
        )}
      </QueryView>
    </Page>
  );
}
