// What other features may use of features/rounds; the rest of the folder is its own.
export { useCheckpoints } from './api/find-checkpoints.ts';
export { useSiteRounds } from './api/find-rounds.ts';
export { type CheckpointLine, ExecutionCheckpoints } from './execution-checkpoints.tsx';
export { RoundExecutionPage } from './round-execution-view.tsx';
export { RoundPassages } from './round-passages.tsx';
