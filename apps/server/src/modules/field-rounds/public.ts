export { applyRoundStep, endRunningExecutions } from './apply-round-step.ts';
export { dueRounds } from './due-rounds.ts';
export { roundProgress } from './round-progress.ts';
export { fieldRoundRoutes, siteExecutionRoutes } from './routes.ts';
