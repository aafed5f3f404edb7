import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { contractsKey } from './contracts-key.ts';

/** DELETE {agency}/contract/{kind}/{id}: permanent. */
export function useDeleteContract(agencyId: string, kind: ContractKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<void> =>
      apiRequest(agencyPath(agencyId, `/contract/${kind}/${encodeURIComponent(id)}`), {
        method: 'DELETE',
        notifyErrors: false,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: contractsKey(agencyId) }),
  });
}
