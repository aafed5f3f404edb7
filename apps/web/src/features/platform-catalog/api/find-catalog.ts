import type { CatalogFetchInput } from '@securite/domain/platform-catalog/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/client.ts';
import { type CatalogEntry, type CatalogKind, catalogKey, catalogKinds } from './catalog-kinds.ts';

/** POST admin/fetch/{catalogue}: a page of one catalogue. */
export function findCatalog<K extends CatalogKind>(kind: K, input: CatalogFetchInput, signal?: AbortSignal) {
  return apiRequest(catalogKinds[kind].fetch, {
    method: 'POST',
    body: input,
    schema: catalogKinds[kind].page as unknown as z.ZodType<{ data: CatalogEntry<K>[]; total: number }>,
    signal,
  });
}

export function useCatalog<K extends CatalogKind>(kind: K, input: CatalogFetchInput) {
  return useQuery({
    queryKey: [...catalogKey(kind), input],
    queryFn: ({ signal }) => findCatalog(kind, input, signal),
    placeholderData: keepPreviousData,
  });
}
