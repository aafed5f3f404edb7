import type { RoundDirection } from './round-schemas.ts';

/**
 * The checkpoints the agent may validate next in a round (spec 000 section 5, "Round"), given the round's
 * checkpoints in walking order and those validated so far, in the order they were validated. Ids that are not
 * the round's are ignored, and a checkpoint validated twice counts once.
 *
 * - `free`: every checkpoint not yet validated, in the round's order.
 * - `ordered`: one checkpoint, the first not yet validated after the last validated one, in walking order
 *   (wrapping around to the start, so that a checkpoint left behind by a jump is still asked for). Before any
 *   validation, the first checkpoint.
 * - `reverseAllowed`: the round may be walked forwards from its first checkpoint or backwards from its last one.
 *   Before any validation both ends are expected (the first, then the last). The first checkpoint validated sets
 *   the way: backwards when it is the last checkpoint of a round of two or more, forwards otherwise; from then on
 *   the rule is `ordered`'s, walking the way chosen (backwards: the first not yet validated before the last
 *   validated one, wrapping around to the end).
 *
 * The answer is empty exactly when the round is complete.
 */
export function nextExpectedCheckpoints(
  orderedIds: readonly string[],
  validatedIdsInOrder: readonly string[],
  direction: RoundDirection,
): string[] {
  const validated = new Set(validatedIdsInOrder);
  const pending = orderedIds.filter((id) => !validated.has(id));
  if (pending.length === 0 || direction === 'free') return [...new Set(pending)];
  const walked = validatedIdsInOrder.filter((id) => orderedIds.includes(id));
  const n = orderedIds.length;
  if (walked.length === 0) {
    if (direction === 'ordered' || n === 1) return [orderedIds[0]];
    return [orderedIds[0], orderedIds[n - 1]];
  }
  const backwards = direction === 'reverseAllowed' && n > 1 && walked[0] === orderedIds[n - 1];
  const step = backwards ? n - 1 : 1;
  const from = orderedIds.indexOf(walked[walked.length - 1]);
  for (let i = 1; i <= n; i++) {
    const id = orderedIds[(from + i * step) % n];
    if (!validated.has(id)) return [id];
  }
  return [];
}

/** Whether every checkpoint of the round has been validated (spec 000 section 5: the round is then complete). */
export function isRoundComplete(orderedIds: readonly string[], validatedIds: readonly string[]): boolean {
  const validated = new Set(validatedIds);
  return orderedIds.every((id) => validated.has(id));
}

/** Whether validating `checkpointId` now follows the round's direction rule. */
export function acceptsCheckpoint(
  orderedIds: readonly string[],
  validatedIdsInOrder: readonly string[],
  direction: RoundDirection,
  checkpointId: string,
): boolean {
  return nextExpectedCheckpoints(orderedIds, validatedIdsInOrder, direction).includes(checkpointId);
}
