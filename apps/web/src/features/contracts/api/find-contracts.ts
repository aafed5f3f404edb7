import { type ContractKind, contractKindPlurals } from '@securite/domain/contracts/contract-kinds';
import { type ContractFetchInput, zContractPage } from '@securite/domain/contracts/contract-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { contractListKey } from './contracts-key.ts';

/** POST {agency}/fetch/contracts/{agents|customers}: a page of contracts, newest first. */
export function useContracts(agencyId: string, kind: ContractKind, input: ContractFetchInput) {
  return useQuery({
    queryKey: [...contractListKey(agencyId, kind), input],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, `/fetch/contracts/${contractKindPlurals[kind]}`), {
        method: 'POST',
        body: input,
        schema: zContractPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
