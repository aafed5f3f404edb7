import type { CircuitSaveInput } from '@securite/domain/circuits/circuit-schemas';

/** A circuit save on a winter day in Paris (UTC+1), stops as [siteId, start, end]. */
export function circuitBody(
  agentId: string | null,
  stops: Array<[string, string, string]>,
  extra: Partial<CircuitSaveInput> = {},
): CircuitSaveInput {
  return {
    name: 'Tournée nord',
    agentId,
    date: '2027-01-04',
    stops: stops.map(([siteId, startTime, endTime]) => ({ siteId, startTime, endTime })),
    ...extra,
  };
}

/** A saved circuit as the API answers it (the fields the tests read). */
export type SavedCircuit = {
  id: string;
  name: string;
  startAt: string;
  endAt: string;
  agent: { id: string; fullname: string } | null;
  stops: Array<{ id: string; site: { id: string; name: string }; startAt: string; endAt: string; agent: unknown }>;
  counts: { stops: number; started: number; ended: number };
};
