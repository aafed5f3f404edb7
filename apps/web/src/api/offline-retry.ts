import { ApiError, NETWORK_ERROR } from './api-error.ts';

/** How many times a write carrying a client uuid is sent again when no answer came back. */
export const OFFLINE_RETRIES = 3;

/**
 * Mutation retry options for writes made idempotent by a client uuid: only a missing answer (offline) is tried
 * again, after 2^n seconds capped at 60 (the spec's sync retry rule); the server's refusals are final.
 */
export const offlineRetry = {
  retry: (failureCount: number, error: unknown) =>
    error instanceof ApiError && error.code === NETWORK_ERROR && failureCount < OFFLINE_RETRIES,
  retryDelay: (attempt: number) => Math.min(2 ** attempt, 60) * 1000,
};
