// The data of the scale-out load: a generated agency (200 agents, their weeks of services), one running service
// per agent for their phone to report on, 20 planners, and a session for each of them, written straight into the
// database (220 logins would spend the run in password hashing).
import { randomUUID } from 'node:crypto';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../apps/server/src/app.ts';
import { loadConfig } from '../../../apps/server/src/config.ts';
import type { Database } from '../../../apps/server/src/db/client.ts';
import { services } from '../../../apps/server/src/db/schema/services.ts';
import { agencies, memberships, users } from '../../../apps/server/src/db/schema/tenancy.ts';
import { serviceReference } from '../../../apps/server/src/modules/planning/write-batch.ts';
import { issueSession } from '../../../apps/server/src/modules/session/tokens.ts';
import { generateAgency } from '../planning/generate-agency.ts';

export const LOAD_YEAR_START = '2027-01-04';
/** The running services the phones report on: before the generated weeks, so none overlaps them. */
const RUNNING_START = new Date('2026-12-28T06:00:00Z');

export interface LoadData {
  agencyId: string;
  /** One phone per agent: its access token and running service. */
  phones: Array<{ token: string; serviceId: string }>;
  /** One access token per planner. */
  planners: string[];
}

export async function seedLoad(
  database: Database,
  options: { agents: number; planners: number; weeks: number },
): Promise<LoadData> {
  const db = database.db;
  const agency = await generateAgency(db, {
    agents: options.agents,
    sites: options.agents,
    yearStart: LOAD_YEAR_START,
    weeks: options.weeks,
  });
  await db
    .update(agencies)
    .set({ settings: { field: { loneWorker: { ptiEnabled: true, ptiFrequency: 15, ptiPauseOnBreak: true } } } })
    .where(sql`${agencies.id} = ${agency.agencyId}`);
  const running = await db
    .insert(services)
    .values(
      agency.agentIds.map((agentId, i) => {
        const id = randomUUID();
        return {
          id,
          agencyId: agency.agencyId,
          reference: serviceReference(id),
          siteId: agency.siteIds[i % agency.siteIds.length],
          agentId,
          status: ServiceStatus.Started,
          startAt: RUNNING_START,
          endAt: new Date(RUNNING_START.getTime() + 12 * 3600_000),
          realStartAt: RUNNING_START,
        };
      }),
    )
    .returning({ id: services.id, agentId: services.agentId });
  const serviceOf = new Map(running.map((row) => [row.agentId, row.id]));

  const plannerUsers = await db
    .insert(users)
    .values(
      Array.from({ length: options.planners }, (_, i) => ({
        email: `planificateur${i}-${agency.agencyId.slice(0, 8)}@bench.test`,
        firstname: `Planificateur${i}`,
        lastname: 'Bench',
      })),
    )
    .returning({ id: users.id });
  await db.insert(memberships).values(
    plannerUsers.map((user) => ({
      agencyId: agency.agencyId,
      userId: user.id,
      role: 'staff' as const,
      rights: ['planning.sites', 'planning.agents', 'services.view'],
    })),
  );
  const agentUsers = await db
    .select({ userId: memberships.userId, membershipId: memberships.id })
    .from(memberships)
    .where(sql`${memberships.agencyId} = ${agency.agencyId} and ${memberships.role} = 'agent'`);

  // Sessions are issued by the server's own code, signed with the secret it keeps in the database: the server
  // processes started afterwards read the same secret.
  const config = { ...loadConfig({ LOG_LEVEL: 'warn', SEED_DEMO: 'false', GEOCODER: 'off' }), jobs: false };
  const app = await buildApp({ config, database });
  try {
    const tokenOf = async (userId: string) => (await issueSession(app.ctx, db, { userId })).pair.token;
    const phones = [];
    for (const agent of agentUsers) {
      const serviceId = serviceOf.get(agent.membershipId);
      if (serviceId) phones.push({ token: await tokenOf(agent.userId), serviceId });
    }
    const planners = [];
    for (const user of plannerUsers) planners.push(await tokenOf(user.id));
    return { agencyId: agency.agencyId, phones, planners };
  } finally {
    await app.close();
  }
}
