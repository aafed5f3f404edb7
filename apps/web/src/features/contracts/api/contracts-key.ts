import type { ContractKind } from '@securite/domain/contracts/contract-kinds';

/** Every contract query of an agency sits under this key: a change refreshes them all. */
export const contractsKey = (agencyId: string) => ['agency', agencyId, 'contracts'] as const;
export const contractListKey = (agencyId: string, kind: ContractKind) =>
  [...contractsKey(agencyId), 'list', kind] as const;
