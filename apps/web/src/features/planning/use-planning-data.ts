import type { AutoplanLine } from '@securite/domain/planning/autoplan/autoplan-schemas';
import type { PlanningService } from '@securite/domain/planning/service-schemas';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import type { PlanningPeriod } from '@securite/domain/time/grid-period';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { agentNamesKey, useAgentNames } from '../agents/public.ts';
import { siteReferencesKey, useSiteReferences } from '../sites/public.ts';
import { type PlannedServicesInput, usePlannedServices } from './api/find-planned-services.ts';
import { withProposal } from './autoplan/review/grid-proposal.ts';
import { agentRows, type Named, type PlanningFilterValues, siteRows } from './build-rows.ts';
import { groupServices, type PlanningView } from './planning-rows.ts';

const noServices: PlanningService[] = [];

/**
 * The grid's data: the rows (the sites' compact list, kept between screens, or the agents, fetched in parallel
 * pages), the period's services in one call, asked for at once beside the rows, and the services grouped by row
 * and day once per answer. A proposal under review puts its filled posts in their proposed agent's cells.
 */
export function usePlanningData(
  agencyId: string,
  view: PlanningView,
  period: PlanningPeriod | null,
  filters: PlanningFilterValues,
  timeZone: string | null,
  proposalLines: ReadonlyMap<string, AutoplanLine> | null = null,
) {
  const sites = useSiteReferences(agencyId);
  const agents = useAgentNames(agencyId, view === 'agents');
  const rowsQuery = view === 'sites' ? sites : agents;

  // Customers picked: only their sites' services are asked for.
  const siteIds = useMemo(() => {
    if (view !== 'sites' || filters.picked.length === 0 || !sites.data) return undefined;
    const customers = new Set(filters.picked.map((c) => c.id));
    const ids = sites.data.filter((s) => s.customer && customers.has(s.customer.id)).map((s) => s.id);
    return ids.length ? ids : undefined;
  }, [view, filters.picked, sites.data]);
  const agentIds = useMemo(
    () => (view === 'agents' && filters.picked.length ? filters.picked.map((a) => a.id) : undefined),
    [view, filters.picked],
  );

  const request = useMemo<PlannedServicesInput | null>(
    () =>
      period && {
        from: period.from,
        to: period.to,
        includeCircuits: true,
        ...(filters.unassignedOnly ? { unassignedOnly: true } : {}),
        ...(siteIds ? { siteIds } : {}),
        ...(agentIds ? { agentIds } : {}),
      },
    [period, filters.unassignedOnly, siteIds, agentIds],
  );
  const servicesQuery = usePlannedServices(agencyId, request);
  const services = servicesQuery.data?.services ?? noServices;
  const days: readonly CalendarDay[] = period?.days ?? [];

  const shown = useMemo(() => withProposal(services, proposalLines), [services, proposalLines]);
  const grouped = useMemo(
    () => (timeZone ? groupServices(shown, view, days, timeZone) : new Map()),
    [shown, view, days, timeZone],
  );
  const byId = useMemo(() => new Map(services.map((s) => [s.id, s])), [services]);
  useFreshList(agencyId, view === 'sites' ? sites.data : undefined, services, 'sites');
  useFreshList(agencyId, view === 'agents' ? agents.data : undefined, services, 'agents');

  // Typing in the search re-filters 500 rows: let React keep the field responsive.
  const deferredFilters = useDeferredValue(filters);
  const rows = useMemo(
    () =>
      view === 'sites'
        ? siteRows(sites.data ?? [], shown, grouped, deferredFilters)
        : agentRows(agents.data ?? [], shown, deferredFilters),
    [view, sites.data, agents.data, shown, grouped, deferredFilters],
  );

  const options = useMemo<Named[]>(() => {
    if (view === 'agents') return (agents.data ?? []).map((a) => ({ id: a.id, name: a.fullname }));
    const customers = new Map<string, Named>();
    for (const site of sites.data ?? []) if (site.customer) customers.set(site.customer.id, site.customer);
    return [...customers.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  }, [view, sites.data, agents.data]);

  /** Nothing to plan on: no site, or no agent (the unassigned row alone). */
  const noRowsAtAll = rowsQuery.isSuccess && (view === 'sites' ? sites.data?.length === 0 : agents.data?.length === 0);
  return { rowsQuery, servicesQuery, services, rows, grouped, byId, options, noRowsAtAll };
}

/**
 * The rows' lists (sites, agents) are kept ten minutes; a service (a live refresh, another planner's save) naming
 * a site or an agent the list does not hold asks for the list again, once per such row: one created since, or an
 * archived one (then shown as such).
 */
function useFreshList(
  agencyId: string,
  list: readonly { id: string }[] | undefined,
  services: readonly PlanningService[],
  of: 'sites' | 'agents',
) {
  const queryClient = useQueryClient();
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!list) return;
    const known = new Set(list.map((row) => row.id));
    const unknown = services.flatMap((s) => {
      const id = of === 'sites' ? s.site?.id : s.agent?.id;
      return id && !known.has(id) && !asked.current.has(id) ? [id] : [];
    });
    if (unknown.length === 0) return;
    for (const id of unknown) asked.current.add(id);
    const queryKey = of === 'sites' ? siteReferencesKey(agencyId) : agentNamesKey(agencyId);
    void queryClient.invalidateQueries({ queryKey });
  }, [agencyId, list, services, of, queryClient]);
}
