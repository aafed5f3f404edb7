import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { type CatalogKind, catalogKey, catalogKinds } from './catalog-kinds.ts';

/** DELETE admin/{entry}/{id}. */
export function deleteCatalogEntry(kind: CatalogKind, id: string) {
  return apiRequest(`${catalogKinds[kind].one}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCatalogEntry(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCatalogEntry(kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKey(kind) }),
  });
}
