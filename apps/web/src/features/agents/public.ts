// What other features may use of features/agents; the rest of the folder is its own.

export { agentNamesKey, findAgentNames, useAgentNames } from './api/find-agent-names.ts';
export { plannedAgents, useAllAgents } from './api/find-all-agents.ts';
