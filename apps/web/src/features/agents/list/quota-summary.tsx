import type { AgentQuotaAnswer } from '../api/get-agent-quota.ts';

import { texts } from '../texts.ts';

const count = (value: number, limit: number | null, noun: string) =>
  limit === null ? `${value} ${noun}` : `${value} ${noun} sur ${limit}`;

/** "5 fiches collaborateurs sur 20 · 5 comptes actifs sur 15". */
export function QuotaSummary({ quota }: { quota: AgentQuotaAnswer }) {
  return (
    <>
      {count(
        quota.agents,
        quota.agentsLimit,
        quota.agents > 1 ? texts.fichesCollaborateurs : texts.ficheCollaborateur2,
      )}
      {' · '}
      {count(quota.accounts, quota.totalAccountsLimit, quota.accounts > 1 ? texts.comptesActifs : texts.compteActif)}
    </>
  );
}
