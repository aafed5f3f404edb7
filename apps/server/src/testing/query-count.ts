import { vi } from 'vitest';
import type { Db } from '../db/client.ts';

/**
 * The database round trips `run` makes: every statement the driver sends (PGlite's client or the pg pool), counted
 * where both go through `$client.query`. For the tests that hold a route to its number of round trips.
 */
export async function roundTrips<T>(db: Db, run: () => Promise<T>): Promise<{ count: number; result: T }> {
  const { $client: client } = db as unknown as { $client: { query: (...args: unknown[]) => unknown } };
  const spy = vi.spyOn(client, 'query');
  try {
    const result = await run();
    return { count: spy.mock.calls.length, result };
  } finally {
    spy.mockRestore();
  }
}
