// What other features may use of features/rounds; the rest of the folder is its own.
export { useCheckpoints } from './api/find-checkpoints.ts';
export { useSiteRounds } from './api/find-rounds.ts';
