import type { ActiveContract } from '@securite/domain/agents/agent-schemas';
import { monthlyWorkingLimit } from '@securite/domain/agents/working-limit';
import type { CheckedAgent, CheckedService, CheckedUnavailability } from '@securite/domain/planning/check-types';
import { MAX_SERVICE_HOURS } from '@securite/domain/planning/service-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** How far around a batch the checks look: the 46 h average runs over 12 weeks. */
export const CHECK_WINDOW_MS = 12 * 7 * 86_400_000;

export type AgentFacts = {
  agents: Map<string, CheckedAgent>;
  existing: Map<string, CheckedService[]>;
  unavailabilities: Map<string, CheckedUnavailability[]>;
};

// The facts come back as JSON arrays (positional, to keep them small): one round trip instead of three, and
// instants as epoch milliseconds, which JSON carries without a date parse.
type AgentRow = [
  string,
  string,
  boolean,
  boolean | null,
  string | null,
  string[] | null,
  ActiveContract | null,
  boolean,
  string | null,
  string | null,
  string | null,
  [string, string][] | null,
];
type ServiceRow = [string, string, string | null, number, number, string | null, string | null, boolean];
type UnavailabilityRow = [string, number, number, string];
type FactsRow = { agents: AgentRow[]; services: ServiceRow[]; unavailabilities: UnavailabilityRow[] };

/** A uuid[] parameter (one bound value, whatever the number of ids). */
export const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * A service lasts at most MAX_SERVICE_HOURS (longer ones are refused), so one that ends after an instant started
 * less than that before it: the bound lets the (agency, agent, start) index stop early. Doubled for safety.
 */
const LONGEST_SERVICE_MS = 2 * MAX_SERVICE_HOURS * 3_600_000;

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Loads what the planning checks read for these agents around [from, to], in one call: their record (with the
 * sites they are excluded from, migration 0038), their other live services (not the ones listed in `excludeIds`,
 * which the batch replaces) and their unavailabilities.
 */
export async function loadAgentFacts(
  tx: Tx,
  agencyId: string,
  agentIds: readonly string[],
  window: { from: Date; to: Date },
  excludeIds: readonly string[] = [],
): Promise<AgentFacts> {
  const facts: AgentFacts = { agents: new Map(), existing: new Map(), unavailabilities: new Map() };
  if (agentIds.length === 0) return facts;
  const ids = uuidArray([...new Set(agentIds)]);
  const from = window.from.getTime() - CHECK_WINDOW_MS;
  const to = new Date(window.to.getTime() + CHECK_WINDOW_MS).toISOString();
  const fromIso = new Date(from).toISOString();
  const earliestStart = new Date(from - LONGEST_SERVICE_MS).toISOString();
  // The query is the function planning_agent_facts (migration 0009, last redefined by 0038), which keeps its plan
  // between calls.
  const result = await tx.execute(sql`
    select agents, services, unavailabilities
    from planning_agent_facts(${agencyId}::uuid, ${ids}, ${fromIso}::timestamptz, ${to}::timestamptz,
      ${earliestStart}::timestamptz, ${uuidArray(excludeIds)})`);
  const [row] = rowsOf<FactsRow>(result);
  for (const agentRow of row.agents) {
    const [
      id,
      name,
      active,
      plannable,
      card,
      specialties,
      contract,
      accountActive,
      type,
      entryDate,
      exitDate,
      excluded,
    ] = agentRow;
    facts.agents.set(id, {
      id,
      name,
      active,
      plannable: plannable ?? true,
      cnapsCardExpiresAt: card,
      specialties: specialties ?? [],
      monthlyLimitHours: monthlyWorkingLimit(contract),
      // No agent_infos row: no contract either.
      contract: type || entryDate || exitDate ? { type, entryDate, exitDate } : null,
      accountActive,
      excludedSites: (excluded ?? []).map(([siteId, siteName]) => ({ id: siteId, name: siteName })),
    });
  }
  for (const [id, agentId, siteId, start, end, specialty, circuitId, isCircuit] of row.services) {
    const service = { key: id, id, agentId, siteId, startAt: new Date(start), endAt: new Date(end) };
    push(facts.existing, agentId, { ...service, specialty, circuitId, isCircuit });
  }
  for (const [agentId, start, end, label] of row.unavailabilities) {
    push(facts.unavailabilities, agentId, { startAt: new Date(start), endAt: new Date(end), label });
  }
  return facts;
}
