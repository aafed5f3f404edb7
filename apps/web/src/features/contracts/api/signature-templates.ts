import {
  type SignatureTemplateSaveInput,
  zSignatureTemplate,
  zSignatureTemplateList,
} from '@securite/domain/contracts/contract-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { contractsKey } from './contracts-key.ts';

const key = (agencyId: string) => [...contractsKey(agencyId), 'signature-templates'] as const;

/** POST {agency}/fetch/contract-signature-templates. */
export function useSignatureTemplates(agencyId: string) {
  return useQuery({
    queryKey: key(agencyId),
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/fetch/contract-signature-templates'), {
        method: 'POST',
        schema: zSignatureTemplateList,
        signal,
      }),
  });
}

/** POST {agency}/contract-signature-template: a new signature, or rename / make default (with an id). */
export function useSaveSignatureTemplate(agencyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SignatureTemplateSaveInput) =>
      apiRequest(agencyPath(agencyId, '/contract-signature-template'), {
        method: 'POST',
        body: input,
        schema: zSignatureTemplate,
        notifyErrors: false,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(agencyId) }),
  });
}

/** DELETE {agency}/contract-signature-template/{id}. */
export function useDeleteSignatureTemplate(agencyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<void> =>
      apiRequest(agencyPath(agencyId, `/contract-signature-template/${encodeURIComponent(id)}`), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(agencyId) }),
  });
}
