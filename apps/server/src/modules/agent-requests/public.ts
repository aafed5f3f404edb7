// What other modules, the app and the tests may use of modules/agent-requests; the rest of the folder is its own.
export { agentRequestRoutes } from './routes.ts';
