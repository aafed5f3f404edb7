// What other modules, the app and the tests may use of modules/events; the rest of the folder is its own.
export { applyEventAction } from './apply-event-action.ts';
export { findExecutionEvents, readEventFile } from './find-execution-events.ts';
export { eventsTopic } from './publish-event-change.ts';
export { eventRoutes } from './routes.ts';
export { sealOlderChains } from './seal-older-chains.ts';
export { sealOfSite } from './verify-site-chain.ts';
