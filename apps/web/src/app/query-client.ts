import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error.ts';

/** The API client already shows a notice for each failure: no automatic retries of API errors. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
