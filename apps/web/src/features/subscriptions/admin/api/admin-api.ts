import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../api/client.ts';

/** Every admin list of the subscriptions and the shop shares this key: a save refreshes them all. */
export const adminShopKey = ['admin', 'subscriptions-shop'] as const;

/** A page of an admin list: POST {path} with {filters, page, limit}. */
export function useAdminList<T>(path: string, request: Record<string, unknown>, schema: z.ZodType<T>) {
  return useQuery({
    queryKey: [...adminShopKey, path, request],
    queryFn: ({ signal }) => apiRequest(path, { method: 'POST', body: request, schema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A write of the admin (POST to create, PATCH to update, PUT, DELETE); the lists are refreshed after it. */
export function useAdminWrite<I, T>(
  schema: z.ZodType<T> | null,
  request: (input: I) => { path: string; method: 'POST' | 'PATCH' | 'PUT' | 'DELETE'; body?: unknown },
) {
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
export function saveRequest<I extends { id?: string | null }>(path: string) {
  return (input: I) => ({ path, method: input.id ? ('PATCH' as const) : ('POST' as const), body: input as unknown });
}
