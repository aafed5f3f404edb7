// What other modules, the app and the tests may use of modules/rounds; the rest of the folder is its own.

export { applyRoundStep, endRunningExecutions } from './executions/apply-round-step.ts';
export { type DueRoundCount, dueRoundCounts, dueRounds } from './executions/due-rounds.ts';
export { roundProgress } from './executions/round-progress.ts';
export { fieldRoundRoutes, siteExecutionRoutes } from './executions/routes.ts';
export { roundRoutes } from './routes.ts';
