// What other modules, the app and the tests may use of modules/planning; the rest of the folder is its own.

export { autoplanRoutes } from './autoplan/routes.ts';
export { AUTOPLAN_QUEUE, runProposal } from './autoplan/run-proposal.ts';
export type { ExpandedBatch, NewRow, ServiceValues } from './expand-drafts.ts';
export { serviceReaderCondition } from './get-service-end-report.ts';
export { loadAgentFacts } from './load-check-context.ts';
export { findPresentedServices, presentService, selectPlanningServices } from './present-service.ts';
export type { Touched } from './publish-planning-change.ts';
export { originOf, planningTopic, publishPlanningChange, publishServicesTouched } from './publish-planning-change.ts';
export { agentServiceRoutes, customerServiceRoutes, serviceRoutes } from './routes.ts';
export type { CandidateRow } from './run-checks.ts';
export { runChecks } from './run-checks.ts';
export { serviceReference, writeBatch } from './write-batch.ts';
