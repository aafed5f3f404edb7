// What other modules, the app and the tests may use of modules/agents; the rest of the folder is its own.
export { assertAgencyAgents, findAgencyAgents, fullnameSql } from './agency-agents.ts';
export { isSelf } from './agent-access.ts';
export { agentFileRoutes } from './agent-file-routes.ts';
export {
  AGENCY_EXPIRATIONS_DIGEST_QUEUE,
  EXPIRATIONS_DIGEST_QUEUE,
  runExpirationsDigest,
  sendAgencyExpirationsDigest,
} from './expirations-digest.ts';
export { agentListRoutes } from './list-routes.ts';
export { agentRecordRoutes } from './record-routes.ts';
export { agentRoutes } from './routes.ts';
