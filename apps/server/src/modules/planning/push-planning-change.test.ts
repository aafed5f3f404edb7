import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/platform.ts';
import { agencyWithCallers } from '../../testing/agent-kit.ts';
import { loginAs } from '../../testing/factories.ts';
import { buildPlannedAgent, line } from '../../testing/planning-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';
import { PUSH_QUEUE } from '../notifications/public.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let siteId: string;
let staffToken: string;

beforeAll(async () => {
  a = await agencyWithCallers(t, ['services.create', 'services.edit']);
  staffToken = (await loginAs(t.app, a.staff.user.email)).token;
  siteId = (await buildSite(t.database.db, a.agency.id)).id;
});

const pushJobs = async () =>
  (await t.database.db.select().from(jobs).where(eq(jobs.queue, PUSH_QUEUE))).map(
    (j) => j.payload as { userIds: string[]; message: { title: string; url: string } },
  );

const save = (services: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: `${a.base}/services/batch`,
    headers: { authorization: `Bearer ${staffToken}` },
    payload: { services },
  });

describe('a planning change pushed to the agent (issue 30)', () => {
  it('pushes « Planning modifié » to the agents whose coming services the office changed, not for past ones', async () => {
    const karim = await buildPlannedAgent(t.database.db, a.agency.id, {}, { firstname: 'Karim' });
    const julie = await buildPlannedAgent(t.database.db, a.agency.id, {}, { firstname: 'Julie' });
    const before = (await pushJobs()).length;
    const first = await save([line(siteId, karim.membership.id, '2028-02-01', '08:00', '16:00')]);
    expect(first.statusCode, first.body).toBe(200);
    const after = (await pushJobs()).slice(before);
    expect(after).toEqual([
      {
        userIds: [karim.user.id],
        message: {
          title: 'Planning modifié',
          body: 'Un ou plusieurs de vos services ont été modifiés : ouvrez votre planning.',
          url: '#/terrain/planning',
          tag: 'planning',
        },
      },
    ]);
    // A service already over (yesterday's, entered afterwards) is no news for the agent's phone.
    const past = await save([line(siteId, julie.membership.id, '2020-02-01', '08:00', '16:00')]);
    expect(past.statusCode, past.body).toBe(200);
    expect((await pushJobs()).slice(before)).toHaveLength(1);
  });
});
