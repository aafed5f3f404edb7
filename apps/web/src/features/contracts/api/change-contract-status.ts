import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import { zContractSendResult } from '@securite/domain/contracts/contract-schemas';
import type { ContractStatusTarget } from '@securite/domain/contracts/contract-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { contractsKey } from './contracts-key.ts';

/** PATCH {agency}/contract/{kind}/{id}/{sent|created}: send for signature, or mark unsigned. */
export function useChangeContractStatus(agencyId: string, kind: ContractKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContractStatusTarget }) =>
      apiRequest(agencyPath(agencyId, `/contract/${kind}/${encodeURIComponent(id)}/${status}`), {
        method: 'PATCH',
        schema: zContractSendResult,
        notifyErrors: false,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: contractsKey(agencyId) }),
  });
}
