import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import {
  type ContractTemplateSave,
  zContractTemplate,
  zContractTemplateList,
} from '@securite/domain/contracts/contract-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { fetchFile } from '../../../api/download-file.ts';

/** The templates' API: the agency's (with the platform's offered to it) or the platform's (admin). */
export interface TemplatesScope {
  key: readonly unknown[];
  /** The agency's `{agency}/…` or the platform's `/admin/…` (the rests below are served under both). */
  path: <R extends TemplatesRest>(rest: R) => `/agency/${string}${R}` | `/admin${R}`;
}
type TemplatesRest =
  | `/fetch/contract/template/${ContractKind}`
  | `/contract/template/${ContractKind}`
  | `/contract/template/${ContractKind}/${string}`;

export const agencyTemplatesScope = (agencyId: string): TemplatesScope => ({
  key: ['agency', agencyId, 'contracts', 'templates'],
  path: (rest) => agencyPath(agencyId, rest),
});
export const platformTemplatesScope: TemplatesScope = {
  key: ['admin', 'contract-templates'],
  path: (rest) => `/admin${rest}`,
};

/** POST {scope}/fetch/contract/template/{kind}. */
export function useContractTemplates(scope: TemplatesScope, kind: ContractKind, enabled = true) {
  return useQuery({
    queryKey: [...scope.key, kind],
    queryFn: ({ signal }) =>
      apiRequest(scope.path(`/fetch/contract/template/${kind}`), {
        method: 'POST',
        schema: zContractTemplateList,
        signal,
      }),
    enabled,
  });
}

/** POST {scope}/contract/template/{kind}: creates, or edits with an id. */
export function useSaveContractTemplate(scope: TemplatesScope, kind: ContractKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractTemplateSave) =>
      apiRequest(scope.path(`/contract/template/${kind}`), {
        method: 'POST',
        body: input,
        schema: zContractTemplate,
        notifyErrors: false,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: scope.key }),
  });
}

/** DELETE {scope}/contract/template/{kind}/{id}. */
export function useDeleteContractTemplate(scope: TemplatesScope, kind: ContractKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<void> =>
      apiRequest(scope.path(`/contract/template/${kind}/${encodeURIComponent(id)}`), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: scope.key }),
  });
}

/** The template drawn with example values: POST admin/contract/{kind}/preview, or the agency's template preview. */
export function previewTemplate(
  scope: TemplatesScope,
  kind: ContractKind,
  input: { title: string; body: string },
  signal?: AbortSignal,
) {
  const options = { method: 'POST', body: input, fallbackName: 'apercu.pdf', notifyErrors: false, signal } as const;
  return scope === platformTemplatesScope
    ? fetchFile(`/admin/contract/${kind}/preview`, options)
    : fetchFile(scope.path(`/contract/template/${kind}/preview`), options);
}
