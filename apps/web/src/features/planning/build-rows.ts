import type { AgentName } from '@securite/domain/agents/agent-names';
import type { PlanningService } from '@securite/domain/planning/service-schemas';
import { MAX_EXPORT_IDS } from '@securite/domain/planning-export/planning-export-schemas';
import type { SiteReference } from '@securite/domain/sites/site-references';
import {
  type PlanningRow,
  type PlanningView,
  type ServicesByRow,
  UNASSIGNED_LABEL,
  UNASSIGNED_ROW,
} from './planning-rows.ts';

import { texts } from './texts.ts';

export interface Named {
  id: string;
  name: string;
}

/** The grid's filters: a text on the rows' names, customers (sites) or agents picked, unassigned services only. */
export interface PlanningFilterValues {
  search: string;
  picked: Named[];
  unassignedOnly: boolean;
}

export const noPlanningFilter: PlanningFilterValues = { search: '', picked: [], unassignedOnly: false };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function matches(row: PlanningRow, search: string): boolean {
  if (!search) return true;
  return fold(`${row.label} ${row.detail ?? ''}`).includes(search);
}

/** Rows for services whose site or agent is not in the lists (archived site, agent who left). */
function missingRows(
  services: readonly PlanningService[],
  view: PlanningView,
  known: ReadonlySet<string>,
): PlanningRow[] {
  const extra = new Map<string, PlanningRow>();
  for (const service of services) {
    const who =
      view === 'sites' ? service.site : service.agent && { id: service.agent.id, name: service.agent.fullname };
    if (who && !known.has(who.id) && !extra.has(who.id))
      extra.set(who.id, { id: who.id, label: who.name, detail: view === 'sites' ? texts.siteArchive : texts.inactif });
  }
  return [...extra.values()].sort((a, b) => a.label.localeCompare(b.label, 'fr'));
}

/** The sites view's rows: every site (customer under the name), filtered. */
export function siteRows(
  sites: readonly SiteReference[],
  services: readonly PlanningService[],
  grouped: ServicesByRow,
  filters: PlanningFilterValues,
): PlanningRow[] {
  const customers = new Set(filters.picked.map((c) => c.id));
  const search = fold(filters.search.trim());
  const rows: PlanningRow[] = sites.map((s) => ({
    id: s.id,
    label: s.name,
    detail: s.customer?.name ?? null,
    zipcode: s.zipcode,
  }));
  const all = [...rows, ...missingRows(services, 'sites', new Set(rows.map((r) => r.id)))];
  const customerOf = new Map(sites.map((s) => [s.id, s.customer?.id ?? null]));
  return all.filter(
    (row) =>
      (customers.size === 0 || customers.has(customerOf.get(row.id) ?? '')) &&
      matches(row, search) &&
      (!filters.unassignedOnly || grouped.has(row.id)),
  );
}

/** The agents view's rows: 'Non affectés' first, then every active agent, filtered. */
export function agentRows(
  agents: readonly AgentName[],
  services: readonly PlanningService[],
  filters: PlanningFilterValues,
): PlanningRow[] {
  const unassigned: PlanningRow = { id: UNASSIGNED_ROW, label: UNASSIGNED_LABEL, unassigned: true };
  const picked = new Set(filters.picked.map((a) => a.id));
  if (filters.unassignedOnly) return [unassigned];
  const search = fold(filters.search.trim());
  const rows: PlanningRow[] = agents.map((a) => ({
    id: a.id,
    label: a.fullname,
    detail: a.plannable ? a.specialty : texts.nonPlanifiable,
  }));
  const all = [...rows, ...missingRows(services, 'agents', new Set(rows.map((r) => r.id)))].filter(
    (row) => (picked.size === 0 || picked.has(row.id)) && matches(row, search),
  );
  return picked.size === 0 ? [unassigned, ...all] : all;
}

/**
 * The rows a print or an export names: the rows shown when a search or a pick narrows them; otherwise none (every
 * row with a service in the period), as when the narrowed rows are too many to name.
 */
export function exportRowIds(rows: readonly PlanningRow[], filters: PlanningFilterValues): string[] | undefined {
  if (!filters.search.trim() && filters.picked.length === 0) return undefined;
  const ids = rows.filter((row) => !row.unassigned).map((row) => row.id);
  return ids.length > 0 && ids.length <= MAX_EXPORT_IDS ? ids : undefined;
}
