import type { CalendarDay } from '../time/calendar-day.ts';
import type { PlanningRules } from './planning-errors.ts';

/** A service as the checks see it. `key` identifies it in a batch; `id` is set for a stored service. */
export type CheckedService = {
  key: string;
  id?: string | null;
  agentId: string | null;
  siteId: string | null;
  startAt: Date;
  endAt: Date;
  specialty?: string | null;
  /** Children of a circuit are covered by their circuit: they do not count twice for hours or overlap. */
  circuitId?: string | null;
  isCircuit?: boolean;
};

/** What the checks need to know about the agent. */
export type CheckedAgent = {
  id: string;
  name: string;
  active: boolean;
  plannable: boolean;
  cnapsCardExpiresAt: CalendarDay | null;
  specialties: readonly string[];
  /** Monthly working limit of the active contract in hours (see monthlyWorkingLimit), null when none. */
  monthlyLimitHours: number | null;
  /**
   * The record's work contract (issue 25, check `noContract`): its type and entry and exit days, null when the
   * record has none; left out when the caller does not know it (nothing is checked).
   */
  contract?: { type: string | null; entryDate: CalendarDay | null; exitDate: CalendarDay | null } | null;
  /** Whether the record's login account is active (check `inactiveAccount`); left out when unknown. */
  accountActive?: boolean;
  /**
   * The sites the agency excluded the agent from (issue 32, check `siteExcluded`, always blocking), with their
   * names for the message; left out when unknown (nothing is checked).
   */
  excludedSites?: readonly { id: string; name: string }[];
};

export type CheckedUnavailability = { startAt: Date; endAt: Date; label: string };

/** Everything the checks of one agent's services read; the server loads it, the web may too. */
export type AgentCheckContext = {
  timeZone: string;
  agent: CheckedAgent;
  /** The agent's stored services around the batch (at least 12 weeks each side), not the ones being edited. */
  existing: readonly CheckedService[];
  unavailabilities: readonly CheckedUnavailability[];
  rules: PlanningRules;
};
