import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkpoints, rounds } from '../../db/schema/rounds.ts';
import { agencyWithCallers } from '../../testing/agent-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let siteId: string;

beforeAll(async () => {
  a = await agencyWithCallers(t);
  siteId = (await buildSite(t.database.db, a.agency.id)).id;
});

describe('a checkpoint deleted while a round takes it', () => {
  it('never leaves a live round holding a deleted checkpoint (real concurrency on PostgreSQL)', async () => {
    for (let i = 0; i < 8; i++) {
      const cp = (await a.owner.api.post(`${a.base}/checkpoint`, { title: `Point ${i}`, siteId })).json().id as string;
      const [saved, deleted] = await Promise.all([
        a.owner.api.post(`${a.base}/round`, { name: `Course ${i}`, siteId, checkpointIds: [cp] }),
        a.owner.api.delete(`${a.base}/checkpoint/${cp}`),
      ]);
      // One of the two wins: the round (and the deletion is refused) or the deletion (and the round is refused).
      expect([saved.statusCode, deleted.statusCode].sort()).toEqual(saved.statusCode === 200 ? [200, 409] : [204, 404]);
      const [{ gone }] = await t.database.db
        .select({ gone: sql<boolean>`${checkpoints.deletedAt} is not null` })
        .from(checkpoints)
        .where(eq(checkpoints.id, cp));
      const holding = await t.database.db
        .select({ id: rounds.id })
        .from(rounds)
        .where(and(isNull(rounds.deletedAt), sql`${rounds.checkpointIds} @> array[${cp}]::uuid[]`));
      expect(gone && holding.length > 0).toBe(false);
    }
  });
});
