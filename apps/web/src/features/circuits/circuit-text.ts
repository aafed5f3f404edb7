import type { Circuit } from '@securite/domain/circuits/circuit-schemas';
import type { BatchIssue } from '@securite/domain/planning/service-schemas';
import { formatDay } from '@securite/domain/time/calendar-day';
import { dayIn, timeIn } from '@securite/domain/time/zoned-instants';

const weekday = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', timeZone: 'UTC' });

/** 'lun. 04/01/2027 · 08:00–12:00' in the agency's zone, '(+1 j)' when the tour ends the next day. */
export function whenOf(circuit: Pick<Circuit, 'startAt' | 'endAt'>, timeZone: string): string {
  const day = dayIn(circuit.startAt, timeZone);
  const next = dayIn(circuit.endAt, timeZone) !== day ? ' (+1 j)' : '';
  const name = weekday.format(new Date(`${day}T12:00:00Z`));
  return `${name} ${formatDay(day)} · ${timeIn(circuit.startAt, timeZone)}–${timeIn(circuit.endAt, timeZone)}${next}`;
}

/** 'Entrepôt Nord → Parking Sud': the first and the last site of the tour. */
export function routeOf(circuit: Pick<Circuit, 'stops'>): string {
  const first = circuit.stops[0]?.site?.name;
  const last = circuit.stops.at(-1)?.site?.name;
  if (!first) return '—';
  return circuit.stops.length > 1 && last ? `${first} → ${last}` : first;
}

/** The issues of a circuit, one per line, for a tooltip. */
export function issuesText(issues: readonly BatchIssue[]): string {
  return issues.map((i) => i.message).join('\n');
}
