import { type CheckInput, issue } from './check-input.ts';
import { describeSpan } from './describe-span.ts';

/** `unavailable`: a candidate shares time with one of the agent's unavailabilities (leave, sickness…). */
export function checkUnavailable(input: CheckInput) {
  const { ctx } = input;
  const periods = ctx.unavailabilities
    .map((u) => ({ start: u.startAt.getTime(), end: u.endAt.getTime(), label: u.label }))
    .sort((a, b) => a.start - b.start);
  if (periods.length === 0) return [];
  return input.candidates.flatMap((service) => {
    const start = service.startAt.getTime();
    const end = service.endAt.getTime();
    const found = periods.find((p) => p.start < end && p.end > start);
    if (!found) return [];
    const message = `Indisponible (${found.label}) ${describeSpan(ctx.timeZone, found.start, found.end, true)}`;
    return [issue(service.key, 'unavailable', message)];
  });
}
