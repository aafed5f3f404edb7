import type { ApiMethod, ApiPathFor } from '@securite/domain/api/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../api/client.ts';

/** A write of the admin lists: a method and a path the API serves with it. */
export type AdminWrite = {
  [M in Exclude<ApiMethod, 'GET'>]: { method: M; path: ApiPathFor<M>; body?: unknown };
}[Exclude<ApiMethod, 'GET'>];

/** Every admin list of the subscriptions and the shop shares this key: a save refreshes them all. */
export const adminShopKey = ['admin', 'subscriptions-shop'] as const;

/** A page of an admin list: POST {path} with {filters, page, limit}. */
export function useAdminList<T>(path: ApiPathFor<'POST'>, request: Record<string, unknown>, schema: z.ZodType<T>) {
  return useQuery({
    queryKey: [...adminShopKey, path, request],
    queryFn: ({ signal }) => apiRequest(path, { method: 'POST', body: request, schema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A write of the admin (POST to create, PATCH to update, PUT, DELETE); the lists are refreshed after it. */
export function useAdminWrite<I, T>(schema: z.ZodType<T> | null, request: (input: I) => AdminWrite) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => {
      const { path, method, body } = request(input);
      return apiRequest(path, { method, body, ...(schema ? { schema } : {}) }) as Promise<T>;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: adminShopKey }),
  });
}

/** POST (new) or PATCH (with an id) of a save body. */
/** A save: POST to create (no id), PATCH to change, on a path the API serves with both. */
export function saveRequest<I extends { id?: string | null }>(path: Extract<ApiPathFor<'POST'>, ApiPathFor<'PATCH'>>) {
  return (input: I) => ({ path, method: input.id ? ('PATCH' as const) : ('POST' as const), body: input as unknown });
}
