import { accountsLimitOf } from '@securite/domain/agents/limits';
import type { zAgentQuota } from '@securite/domain/agents/list-schemas';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { AgencyRow } from '../../http/tenancy.ts';
import { countAgents } from './repo.ts';

/** GET {agency}/agents/quota: the agency's limits and what is used of them. */
export async function getAgentQuota(ctx: AppContext, agency: AgencyRow): Promise<z.infer<typeof zAgentQuota>> {
  const { agents, accounts } = await countAgents(ctx.db, agency.id);
  return {
    agentsLimit: agency.agentsLimit,
    accountsLimit: agency.accountsLimit,
    freeAccounts: agency.freeAccounts,
    totalAccountsLimit: accountsLimitOf(agency),
    agents,
    accounts,
  };
}
