/** The agency's pricing limits and current counts (spec 000 section 3, "Pricing/limits"). */
export interface AgentQuota {
  /** Agent records (fiches collaborateurs) allowed; null: unlimited. */
  agentsLimit: number | null;
  /** Accounts of the subscription, before free accounts; null: unlimited. */
  accountsLimit: number | null;
  freeAccounts: number;
  /** Agent records that exist (archived ones excluded). */
  agents: number;
  /** Agent records with an active login account. */
  accounts: number;
}

/** A limit is reached when the count is greater than or equal to it (spec 000 section 5); null never is. */
export function agentsLimitReached(count: number, limit: number | null): boolean {
  return limit !== null && count >= limit;
}

/** Accounts an agency may activate: the subscription's accounts plus its free accounts; null: unlimited. */
export function accountsLimitOf(quota: Pick<AgentQuota, 'accountsLimit' | 'freeAccounts'>): number | null {
  return quota.accountsLimit === null ? null : quota.accountsLimit + Math.max(0, quota.freeAccounts);
}

/** Whether one more agent record may be created. */
export function canCreateAgent(quota: Pick<AgentQuota, 'agentsLimit' | 'agents'>): boolean {
  return !agentsLimitReached(quota.agents, quota.agentsLimit);
}

/** Whether one more login account may be activated. */
export function canActivateAccount(quota: Pick<AgentQuota, 'accountsLimit' | 'freeAccounts' | 'accounts'>): boolean {
  return !agentsLimitReached(quota.accounts, accountsLimitOf(quota));
}

/** Accounts still available (null: unlimited), never below zero. */
export function accountsLeft(quota: Pick<AgentQuota, 'accountsLimit' | 'freeAccounts' | 'accounts'>): number | null {
  const limit = accountsLimitOf(quota);
  return limit === null ? null : Math.max(0, limit - quota.accounts);
}

/**
 * The web opens the "Plus de fiches collaborateurs" dialog when a server message contains this text
 * (spec 000 section 8).
 */
export const AGENT_PACK_MESSAGE_MARKER = 'fiches collaborateurs disponibles';

/** Whether an error message asks the user to buy more agent records. */
export function isAgentPackMessage(message: string | null | undefined): boolean {
  return !!message && message.includes(AGENT_PACK_MESSAGE_MARKER);
}
