import type { Circuit, CircuitState } from '@securite/domain/circuits/circuit-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';

import { texts } from './texts.ts';

/** Where a circuit stands, as the counts split them (see circuitStateCondition on the server). */
export function circuitStateOf(circuit: Pick<Circuit, 'status' | 'agent'>): CircuitState {
  if (circuit.status === ServiceStatus.Ended) return 'ended';
  if (circuit.status !== ServiceStatus.Planned) return 'started';
  return circuit.agent ? 'planned' : 'unassigned';
}

/** One circuit's state, in the singular. */
export const circuitStateLabel: Record<CircuitState, string> = {
  planned: texts.planifie,
  started: texts.enCours,
  ended: texts.termine,
  unassigned: texts.nonAffecte,
};

export const circuitStateColour = {
  planned: 'primary',
  started: 'success',
  ended: 'default',
  unassigned: 'warning',
} as const satisfies Record<CircuitState, string>;

/** Whether the stops may still change: nobody has arrived anywhere yet. */
export function stopsEditable(circuit: Circuit | null): boolean {
  return !circuit || (circuit.status === ServiceStatus.Planned && circuit.counts.started === 0);
}
