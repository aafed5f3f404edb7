import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/services.ts';
import { agencyWithCallers } from '../../testing/agent-kit.ts';
import { buildPlannedAgent, line, ownerTenant } from '../../testing/planning-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';
import { expandDrafts } from './expand-drafts.ts';
import { writeBatch } from './write-batch.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let siteId: string;

beforeAll(async () => {
  a = await agencyWithCallers(t, ['services.create']);
  siteId = (await buildSite(t.database.db, a.agency.id)).id;
});

describe('the database refuses a double booking', () => {
  it('commits one of two overlapping writes that both passed the checks', async () => {
    const agentId = (await buildPlannedAgent(t.database.db, a.agency.id)).membership.id;
    const tenant = await ownerTenant(t.database.db, a.agency.id, a.owner.user.id);
    const expand = (from: string, to: string) =>
      expandDrafts([{ ...line(siteId, agentId, '2027-06-01', from, to), nbAgents: 1 }], new Map(), {
        timeZone: 'Europe/Paris',
        siteZipcodes: new Map(),
      });
    // Both batches are written at once, as two planners whose checks ran before either saved.
    const results = await Promise.allSettled([
      writeBatch(t.app.ctx, tenant, expand('08:00', '16:00'), null),
      writeBatch(t.app.ctx, tenant, expand('15:00', '23:00'), null),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rows = await t.database.db.select().from(services).where(eq(services.agentId, agentId));
    expect(rows).toHaveLength(1);
  });

  it('allows back-to-back services and a circuit child inside its circuit', async () => {
    const agentId = (await buildPlannedAgent(t.database.db, a.agency.id)).membership.id;
    const tenant = await ownerTenant(t.database.db, a.agency.id, a.owner.user.id);
    const expand = (from: string, to: string) =>
      expandDrafts([{ ...line(siteId, agentId, '2027-06-02', from, to), nbAgents: 1 }], new Map(), {
        timeZone: 'Europe/Paris',
        siteZipcodes: new Map(),
      });
    await writeBatch(t.app.ctx, tenant, expand('08:00', '12:00'), null);
    await writeBatch(t.app.ctx, tenant, expand('12:00', '16:00'), null);
    const rows = await t.database.db.select().from(services).where(eq(services.agentId, agentId));
    expect(rows).toHaveLength(2);
  });
});
