/**
 * The field message types of a round execution (spec 000 section 3: round start, checkpoint, observation, stop).
 * Apart from the schemas (round-execution-schemas.ts) so that the phone's service rules read them without zod.
 */
export const roundFieldActions = [
  'round.start',
  'round.checkpoint',
  'round.skip',
  'round.observation',
  'round.end',
] as const;
export type RoundFieldAction = (typeof roundFieldActions)[number];
export const isRoundFieldAction = (type: string): type is RoundFieldAction =>
  (roundFieldActions as readonly string[]).includes(type);
