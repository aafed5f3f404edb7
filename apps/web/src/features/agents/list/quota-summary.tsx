import type { AgentQuotaAnswer } from '../api/get-agent-quota.ts';

const count = (value: number, limit: number | null, noun: string) =>
  limit === null ? `${value} ${noun}` : `${value} ${noun} sur ${limit}`;

/** "5 fiches collaborateurs sur 20 · 5 comptes actifs sur 15". */
export function QuotaSummary({ quota }: { quota: AgentQuotaAnswer }) {
  return (
    <>
      {count(quota.agents, quota.agentsLimit, quota.agents > 1 ? 'fiches collaborateurs' : 'fiche collaborateur')}
      {' · '}
      {count(quota.accounts, quota.totalAccountsLimit, quota.accounts > 1 ? 'comptes actifs' : 'compte actif')}
    </>
  );
}
