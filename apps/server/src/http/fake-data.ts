import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { FakeFilter, fakeWriteAllowed } from '@securite/domain/tenancy/fake-data';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Refuses a write that touches an object flagged as fake (demo) data, except on the paths the spec keeps open
 * (agency settings, error reporting, fetch calls). Use cases call it before changing a loaded object.
 */
export function assertFakeWritable(request: { url: string }, object: { fake: boolean }): void {
  if (!object.fake) return;
  const path = request.url.split('?')[0];
  if (fakeWriteAllowed(path)) return;
  throw new AppError(ErrorCode.FakeDataWrite, messages.fakeDataWrite);
}

/** The WHERE clause of a fake filter on a table's `fake` column (undefined: no condition). */
export function fakeCondition(column: PgColumn, filter: FakeFilter): SQL | undefined {
  if (filter === FakeFilter.Real) return eq(column, false);
  if (filter === FakeFilter.Fake) return eq(column, true);
  return undefined;
}
