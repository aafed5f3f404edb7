import { entriesOverlapping } from './agent-timeline.ts';
import { type CheckInput, issue } from './check-input.ts';
import { describeSpan } from './describe-span.ts';

/**
 * `overlap`: a candidate shares time with another candidate or a stored service of the agent (half-open
 * intervals: a service ending at 16:00 and one starting at 16:00 do not overlap). Names the first one met.
 */
export function checkOverlap(input: CheckInput) {
  const { timeline, ctx } = input;
  return input.counted.flatMap((entry) => {
    const other = entriesOverlapping(timeline, entry.start, entry.end).find((e) => e !== entry);
    if (!other) return [];
    const span = describeSpan(ctx.timeZone, other.start, other.end);
    const message = other.candidate
      ? `Chevauche un autre service de cet enregistrement, ${span}`
      : `Déjà planifié sur un autre service ${span}`;
    return [issue(entry.service.key, 'overlap', message)];
  });
}
