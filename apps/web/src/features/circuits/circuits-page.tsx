import AddIcon from '@mui/icons-material/Add';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { agentReadRights } from '@securite/domain/agents/agent-read-rights';
import { isGranted } from '@securite/domain/auth/access';
import type { Circuit } from '@securite/domain/circuits/circuit-schemas';
import { type CalendarDay, todayIn } from '@securite/domain/time/calendar-day';
import { useMemo, useState } from 'react';
import { useSession } from '../../api/session.ts';
import { usePlanningConfig } from '../../shared/planning/api/get-planning-config.ts';
import { usePlanningLiveRefresh } from '../../shared/planning/live-refresh/use-planning-live-refresh.ts';
import { useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { plannedAgents, useAllAgents } from '../agents/public.ts';
import { useCircuitCounts } from './api/count-circuits.ts';
import { useCircuitErrors } from './api/find-circuit-errors.ts';
import { type CircuitFetchInput, useCircuits } from './api/find-circuits.ts';
import { CircuitCards } from './circuit-cards.tsx';
import { CircuitCounts } from './circuit-counts.tsx';
import { circuitDialog } from './circuit-dialog-handle.ts';
import { CircuitFilters, type CircuitFilterValues, defaultCircuitFilters, periodOf } from './circuit-filters.tsx';
import { CircuitsTable } from './circuits-table.tsx';

import { texts } from './texts.ts';

/** Spec 001 section 9: circuit lists show 10 a page (other tables 25). */
export const CIRCUITS_PAGE_SIZE = 10;

function fetchInput(filters: CircuitFilterValues, timeZone: string, page: number): CircuitFetchInput {
  const period = periodOf(filters, timeZone);
  return {
    filters: {
      dateRange: { start: period.from, end: period.to },
      agentIds: filters.agent ? [filters.agent.id] : undefined,
      state: filters.state,
    },
    page: page + 1,
    limit: CIRCUITS_PAGE_SIZE,
    orderBy: { field: 'startAt', direction: 'asc' },
  };
}

function CircuitsScreen({ agencyId, timeZone, today }: { agencyId: string; timeZone: string; today: CalendarDay }) {
  usePlanningLiveRefresh();
  const session = useSession();
  const canCreate = isGranted(session.actor, ['circuits.create']);
  const canEdit = isGranted(session.actor, ['circuits.edit']);
  const readsAgents = isGranted(session.actor, agentReadRights);
  const { filters, setFilters, page, paging } = useListState(() => defaultCircuitFilters(today), {
    rowsPerPage: CIRCUITS_PAGE_SIZE,
  });
  const [filterKey, setFilterKey] = useState(0);
  const period = useMemo(() => periodOf(filters, timeZone), [filters, timeZone]);
  const query = useCircuits(agencyId, fetchInput(filters, timeZone, page));
  const counts = useCircuitCounts(agencyId, period);
  const errors = useCircuitErrors(agencyId, period);
  const agents = useAllAgents(agencyId, plannedAgents, readsAgents);
  const agentOptions = useMemo(
    () => (agents.data?.data ?? []).map((a) => ({ id: a.id, name: a.fullname })),
    [agents.data],
  );
  const issuesOf = useMemo(
    () => new Map((errors.data?.data ?? []).map((e) => [e.circuit.id, e.issues])),
    [errors.data],
  );
  const rows = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const change = (next: CircuitFilterValues) => setFilters(next);

  const dialogProps = { agencyId, timeZone, readsAgents, canEdit };
  const open = (circuit: Circuit) => void circuitDialog.open({ ...dialogProps, circuit, day: filters.from });
  const create = () => void circuitDialog.open({ ...dialogProps, day: today });

  const withErrors = errors.data?.data.length ?? 0;
  const isDefault = filters.agent === null && filters.state === null && filters.from === today;
  return (
    <Page
      title={texts.circuitsTournees}
      subtitle={texts.lesTourneesDeVos}
      actions={
        canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={create}>
            {texts.nouveauCircuit}
          </Button>
        )
      }
    >
      <CircuitCounts
        counts={counts.data}
        selected={filters.state}
        onSelect={(state) => change({ ...filters, state })}
      />
      {withErrors > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {texts.circuitSDeWitherrors(withErrors)}
        </Alert>
      )}
      <ListView
        filters={
          <CircuitFilters
            key={filterKey}
            values={filters}
            onChange={change}
            agents={agentOptions}
            showAgents={readsAgents}
            onReset={
              isDefault
                ? undefined
                : () => {
                    change(defaultCircuitFilters(today));
                    setFilterKey((k) => k + 1);
                  }
            }
          />
        }
        query={query}
        loadingLabel={texts.chargementDesCircuits}
        errorText={texts.impossibleDeChargerLes}
        empty={rows.length === 0}
        emptyIcon={<AltRouteIcon fontSize="inherit" />}
        emptyTitle={isDefault ? texts.aucunCircuitSurLa : texts.aucunCircuitNeCorrespond}
        emptyContent={canCreate && isDefault && texts.creezUneTourneeAvec}
        cards={<CircuitCards rows={rows} timeZone={timeZone} issuesOf={issuesOf} onOpen={open} />}
        table={<CircuitsTable rows={rows} timeZone={timeZone} issuesOf={issuesOf} onOpen={open} />}
        paging={paging(total)}
      />
    </Page>
  );
}

/** Circuits (tournées): counts of the period, the list with its filters, the circuit dialog. */
export function CircuitsPage() {
  const agencyId = useSession().agencyId as string;
  const config = usePlanningConfig(agencyId);
  if (config.isError) return <Alert severity="error">{texts.impossibleDeChargerLesReglages}</Alert>;
  if (!config.data) return <CircularProgress aria-label={texts.chargementDesCircuits} />;
  const timeZone = config.data.timeZone;
  return <CircuitsScreen agencyId={agencyId} timeZone={timeZone} today={todayIn(timeZone)} />;
}
