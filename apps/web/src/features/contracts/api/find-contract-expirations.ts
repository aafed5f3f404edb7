import { type ContractExpirationsInput, zContractExpirationsPage } from '@securite/domain/contracts/contract-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { contractsKey } from './contracts-key.ts';

/** POST {agency}/fetch/contract-expirations: customer contracts by validity end, soonest first. */
export function useContractExpirations(agencyId: string, input: ContractExpirationsInput) {
  return useQuery({
    queryKey: [...contractsKey(agencyId), 'expirations', input],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/fetch/contract-expirations'), {
        method: 'POST',
        body: input,
        schema: zContractExpirationsPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
