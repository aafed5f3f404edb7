import type { Right } from '../auth/rights.ts';

/** Rights that let staff read agent records (lists, pickers, details, exports): managing or planning agents. */
export const agentReadRights: readonly Right[] = ['agents.create', 'agents.edit', 'planning.agents'];
