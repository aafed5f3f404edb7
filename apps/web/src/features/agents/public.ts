// What other features may use of features/agents; the rest of the folder is its own.
export { useAllAgents } from './api/find-all-agents.ts';
