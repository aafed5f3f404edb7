import { ServiceStatus } from '../planning/service-status.ts';
import { fieldMessages } from './field-messages.ts';
import type { FieldAction } from './service-lifecycle.ts';

/** Where a service stands in a circuit, for the circuit's own rules. */
export type CircuitContext =
  /** A stop of a circuit (a child service): its tour's status, and whether another service (not the tour) runs. */
  | { kind: 'stop'; circuitStatus: ServiceStatus; otherServiceActive: boolean }
  /**
   * The circuit itself (the parent service): how many of its stops are under way (arrived, not yet left), and
   * whether another service (not a tour, not one of its stops) runs.
   */
  | { kind: 'tour'; stopsUnderWay: number; otherServiceActive: boolean }
  | { kind: 'single' };

export type CircuitRefusal = 'circuitNotStarted' | 'circuitEnded' | 'onBreak' | 'active' | 'siteUnderWay';

const texts: Record<CircuitRefusal, string> = {
  circuitNotStarted: fieldMessages.circuitNotStarted,
  circuitEnded: fieldMessages.circuitEnded,
  onBreak: fieldMessages.onBreak,
  active: fieldMessages.serviceActive,
  siteUnderWay: fieldMessages.leaveSiteFirst,
};

/**
 * The circuit's rules on top of decideFieldAction (spec 000 section 4, Circuit): the tour starts only while no other
 * service runs ('Un service est actif', as for any start: its stops could not start either); arriving at a site
 * (starting a stop) needs the tour started, neither on a break nor ended, and no other site or service under way;
 * the tour ends only once the agent has left every site. The refusal with its French message, or null when the circuit allows it.
 */
export function circuitRefusal(
  action: FieldAction,
  context: CircuitContext,
): { refusal: CircuitRefusal; message: string } | null {
  const refuse = (refusal: CircuitRefusal) => ({ refusal, message: texts[refusal] });
  if (context.kind === 'stop' && action === 'service.start') {
    if (context.circuitStatus === ServiceStatus.Planned) return refuse('circuitNotStarted');
    if (context.circuitStatus === ServiceStatus.Paused) return refuse('onBreak');
    if (context.circuitStatus === ServiceStatus.Ended) return refuse('circuitEnded');
    if (context.otherServiceActive) return refuse('active');
  }
  if (context.kind === 'tour') {
    if (action === 'service.start' && context.otherServiceActive) return refuse('active');
    if (action === 'service.end' && context.stopsUnderWay > 0) return refuse('siteUnderWay');
  }
  return null;
}
