import type { CheckpointList } from '@securite/domain/rounds/checkpoint-schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { checkpoints } from '../../db/schema/rounds.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { presentCheckpoints } from './present-checkpoint.ts';
import { assertRoundsReader, checkpointReaders } from './round-access.ts';

/** GET {agency}/checkpoints[?siteId=]: the agency's live checkpoints (or one site's), by site then title. */
export async function findCheckpoints(
  ctx: AppContext,
  tenant: TenantContext,
  query: { siteId?: string },
): Promise<CheckpointList> {
  assertRoundsReader(tenant, checkpointReaders);
  const where = and(
    isNull(checkpoints.deletedAt),
    fakeCondition(checkpoints.fake, tenant.fakeFilter),
    query.siteId ? eq(checkpoints.siteId, query.siteId) : undefined,
  );
  return { checkpoints: await presentCheckpoints(ctx.db, tenant.agency.id, where) };
}
