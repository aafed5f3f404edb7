import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/client.ts';
import { type CatalogEntry, type CatalogKind, catalogKey, catalogKinds } from './catalog-kinds.ts';

/** POST admin/{entry}: creates an entry (no id) or changes one; the form shows the errors. */
export function saveCatalogEntry<K extends CatalogKind>(kind: K, input: unknown) {
  return apiRequest(catalogKinds[kind].one, {
    method: 'POST',
    body: input,
    schema: catalogKinds[kind].item as unknown as z.ZodType<CatalogEntry<K>>,
    notifyErrors: false,
  });
}

export function useSaveCatalogEntry<K extends CatalogKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: unknown) => saveCatalogEntry(kind, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKey(kind) }),
  });
}
