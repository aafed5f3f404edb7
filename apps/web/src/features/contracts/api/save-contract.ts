import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import { type ContractSaveInput, zContract } from '@securite/domain/contracts/contract-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { contractsKey } from './contracts-key.ts';

/** POST {agency}/contract/{kind}: creates, or edits with an id (while created). */
export function useSaveContract(agencyId: string, kind: ContractKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractSaveInput) =>
      apiRequest(agencyPath(agencyId, `/contract/${kind}`), {
        method: 'POST',
        body: input,
        schema: zContract,
        notifyErrors: false,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: contractsKey(agencyId) }),
  });
}
