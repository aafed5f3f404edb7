// A generated agency for the planning figures: 500 agents, 4000 sites and a year of services, written straight
// into the database in large inserts (the API would take minutes to plan a year for 500 agents).
import { randomUUID } from 'node:crypto';
import { expandRecurrence } from '@securite/domain/planning/recurrence';
import { zRecurrence } from '@securite/domain/planning/recurrence-schemas';
import type { Db } from '../../../apps/server/src/db/client.ts';
import { agentInfos } from '../../../apps/server/src/db/schema/agents.ts';
import { services } from '../../../apps/server/src/db/schema/services.ts';
import { sites } from '../../../apps/server/src/db/schema/sites.ts';
import { agencies, memberships, users } from '../../../apps/server/src/db/schema/tenancy.ts';
import { serviceReference } from '../../../apps/server/src/modules/planning/write-batch.ts';
import { hashPassword } from '../../../apps/server/src/modules/session/password-hash.ts';

export const BENCH_PASSWORD = 'Bench1234';
const CHUNK = 1000;

async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Shifts that never overlap for one agent: day, evening or night, five days a week. */
const shifts = [
  { startTime: '07:00', endTime: '15:00' },
  { startTime: '14:00', endTime: '22:00' },
  { startTime: '21:00', endTime: '07:00' },
] as const;

export type GeneratedAgency = {
  agencyId: string;
  ownerEmail: string;
  agentIds: string[];
  siteIds: string[];
  services: number;
};

/** Generates the agency; its services run from `yearStart` (a Monday) for 52 weeks (or `weeks`). */
export async function generateAgency(
  db: Db,
  options: { agents: number; sites: number; yearStart: string; plannedAgents?: number; weeks?: number },
): Promise<GeneratedAgency> {
  const [agency] = await db.insert(agencies).values({ name: 'Agence générée' }).returning();
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const ownerEmail = `gerant-${agency.id.slice(0, 8)}@bench.test`;
  const [owner] = await db
    .insert(users)
    .values({ email: ownerEmail, firstname: 'Gérant', lastname: 'Bench', passwordHash })
    .returning();
  await db.insert(memberships).values({ agencyId: agency.id, userId: owner.id, role: 'owner' });

  const userRows = Array.from({ length: options.agents }, (_, i) => ({
    id: randomUUID(),
    email: `agent${i}-${agency.id.slice(0, 8)}@bench.test`,
    firstname: `Agent${i}`,
    lastname: `Bench${String(i).padStart(3, '0')}`,
  }));
  await insertAll(userRows, (chunk) => db.insert(users).values(chunk));
  const memberRows = userRows.map((u) => ({
    id: randomUUID(),
    agencyId: agency.id,
    userId: u.id,
    role: 'agent' as const,
  }));
  await insertAll(memberRows, (chunk) => db.insert(memberships).values(chunk));
  await insertAll(
    memberRows.map((m, i) => ({
      membershipId: m.id,
      agencyId: agency.id,
      individualNumber: String(100000 + i),
      cnapsCardExpiresAt: '2031-12-31',
      specialties: ['Agent de sécurité'],
      activeContract: { hoursLimit: 35, period: 'weekly' as const },
    })),
    (chunk) => db.insert(agentInfos).values(chunk),
  );
  const siteRows = Array.from({ length: options.sites }, (_, i) => ({
    id: randomUUID(),
    agencyId: agency.id,
    name: `Site ${String(i).padStart(4, '0')}`,
    address: { city: 'Paris', zipcode: '75001', country: 'France' },
  }));
  await insertAll(siteRows, (chunk) => db.insert(sites).values(chunk));

  const endDate = new Date(Date.parse(`${options.yearStart}T00:00:00Z`) + ((options.weeks ?? 52) * 7 - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const planned = memberRows.slice(0, options.plannedAgents ?? memberRows.length);
  let count = 0;
  let batch: Array<typeof services.$inferInsert> = [];
  for (const [index, member] of planned.entries()) {
    const shift = shifts[index % shifts.length];
    const rule = zRecurrence.parse({
      repeat: 'weekly',
      days: [1, 2, 3, 4, 5],
      startDate: options.yearStart,
      endDate,
      ...shift,
    });
    const siteId = siteRows[index % siteRows.length].id;
    for (const occurrence of expandRecurrence(rule, { timeZone: 'Europe/Paris' })) {
      const id = randomUUID();
      batch.push({
        id,
        agencyId: agency.id,
        reference: serviceReference(id),
        siteId,
        agentId: member.id,
        startAt: occurrence.startAt,
        endAt: occurrence.endAt,
      });
      if (batch.length >= CHUNK) {
        count += batch.length;
        await db.insert(services).values(batch);
        batch = [];
      }
    }
  }
  if (batch.length) {
    count += batch.length;
    await db.insert(services).values(batch);
  }
  return {
    agencyId: agency.id,
    ownerEmail,
    agentIds: memberRows.map((m) => m.id),
    siteIds: siteRows.map((s) => s.id),
    services: count,
  };
}
