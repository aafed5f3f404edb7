import { randomUUID } from 'node:crypto';
import { expandRecurrence } from '@securite/domain/planning/recurrence';
import type { RecurrenceInput } from '@securite/domain/planning/recurrence-schemas';
import { zRecurrence } from '@securite/domain/planning/recurrence-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { addDays, todayIn } from '@securite/domain/time/calendar-day';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { serviceRecurrences, services } from '../db/schema/services.ts';
import { sites } from '../db/schema/sites.ts';
import { memberships, users } from '../db/schema/tenancy.ts';
import { inAgency } from '../db/tenant.ts';
import { serviceReference } from '../modules/planning/public.ts';

const TIME_ZONE = 'Europe/Paris';

type Post = {
  agent: string | null;
  site: string;
  rule: Omit<RecurrenceInput, 'startDate' | 'endDate'> & { from?: number; to?: number };
  postTitle: string;
  specialty?: string;
};

/**
 * The rota of « Sécurité Démo » from two weeks ago to three weeks ahead. It leaves the planner a few things to
 * resolve: Julie is planned during her approved leave (unavailable), Moussa's Sunday evening at the car park
 * comes 2 h after his day at the clinic (daily rest and 12 h maximum), and some posts have no agent yet.
 */
const posts: Post[] = [
  {
    agent: 'agent@demo.test',
    site: 'Centre commercial Les Arcades',
    rule: { repeat: 'weekly', days: [1, 2, 3, 4], startTime: '08:00', endTime: '16:00' },
    postTitle: 'Agent SSIAP 1 — PC sécurité',
    specialty: 'SSIAP 1',
  },
  {
    agent: 'agent2@demo.test',
    site: 'Tour Horizon La Défense',
    rule: { repeat: 'weekly', days: [2, 3, 4, 5, 6], startTime: '07:00', endTime: '15:00' },
    postTitle: 'Accueil et contrôle d’accès',
  },
  {
    agent: 'agent3@demo.test',
    site: 'Entrepôt Logistique Gennevilliers',
    rule: { repeat: 'weekly', days: [5, 6, 7], startTime: '20:00', endTime: '08:00' },
    postTitle: 'Maître-chien — rondes de nuit',
    specialty: 'Agent cynophile',
  },
  {
    agent: 'agent4@demo.test',
    site: 'Siège Client Démo',
    rule: { repeat: 'weekly', days: [1, 2, 3, 4, 5], startTime: '09:00', endTime: '17:00' },
    postTitle: 'Hôtesse d’accueil sécurité',
  },
  {
    agent: 'agent5@demo.test',
    site: 'Clinique Saint-Maur',
    rule: { repeat: 'weekly', days: [6, 7], startTime: '07:00', endTime: '19:00' },
    postTitle: 'Agent de sécurité — urgences',
  },
  {
    agent: 'agent5@demo.test',
    site: 'Parking Gare de Lyon',
    rule: { repeat: 'weekly', days: [7], startTime: '21:00', endTime: '23:30', from: 0, to: 7 },
    postTitle: 'Fermeture du parking',
  },
  {
    agent: null,
    site: 'Résidence Les Tilleuls',
    rule: { repeat: 'weekly', days: [3], startTime: '19:00', endTime: '07:00', from: 0 },
    postTitle: 'Ronde de nuit résidence',
  },
  {
    agent: null,
    site: 'Campus Universitaire de Créteil',
    rule: { repeat: 'weekly', days: [6], startTime: '18:00', endTime: '23:00', from: 1, to: 8 },
    postTitle: 'Soirée étudiante — contrôle des entrées',
  },
];

async function idsByEmail(tx: Tx, agencyId: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: memberships.id, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inAgency(memberships, agencyId), eq(memberships.role, 'agent')));
  return new Map(rows.flatMap((r) => (r.email ? [[r.email, r.id]] : [])));
}

/** Past services are ended (a few minutes late now and then), the one under way is started, the rest planned. */
function fieldState(startAt: Date, endAt: Date, now: Date, index: number) {
  if (endAt <= now) {
    const late = index % 7 === 3 ? 12 : index % 5 === 0 ? 2 : 0;
    const early = index % 11 === 4 ? 20 : 0;
    return {
      status: ServiceStatus.Ended,
      realStartAt: new Date(startAt.getTime() + late * 60_000),
      realEndAt: new Date(endAt.getTime() - early * 60_000),
    };
  }
  if (startAt <= now) return { status: ServiceStatus.Started, realStartAt: startAt, realEndAt: null };
  return { status: ServiceStatus.Planned, realStartAt: null, realEndAt: null };
}

/** Seeds the demo rota of « Sécurité Démo » around today (see `posts`). */
export async function seedPlanning(tx: Tx, input: { agencyId: string; ownerUserId: string }): Promise<number> {
  const { agencyId } = input;
  const today = todayIn(TIME_ZONE);
  const agents = await idsByEmail(tx, agencyId);
  const siteRows = await tx.select({ id: sites.id, name: sites.name }).from(sites).where(inAgency(sites, agencyId));
  const siteIds = new Map(siteRows.map((s) => [s.name, s.id]));
  const now = new Date();
  const rows: Array<typeof services.$inferInsert> = [];
  for (const post of posts) {
    const siteId = siteIds.get(post.site);
    const agentId = post.agent ? agents.get(post.agent) : null;
    if (!siteId || agentId === undefined) continue;
    const { from = -14, to = 21, ...rule } = post.rule;
    const parsed = zRecurrence.parse({ ...rule, startDate: addDays(today, from), endDate: addDays(today, to) });
    const [recurrence] = await tx
      .insert(serviceRecurrences)
      .values({ agencyId, rule: parsed, timeZone: TIME_ZONE, createdByUserId: input.ownerUserId })
      .returning({ id: serviceRecurrences.id });
    for (const occurrence of expandRecurrence(parsed, { timeZone: TIME_ZONE })) {
      const id = randomUUID();
      rows.push({
        id,
        agencyId,
        reference: serviceReference(id),
        siteId,
        agentId,
        startAt: occurrence.startAt,
        endAt: occurrence.endAt,
        postTitle: post.postTitle,
        specialty: post.specialty ?? null,
        recurrenceId: recurrence.id,
        createdByUserId: input.ownerUserId,
        ...fieldState(occurrence.startAt, occurrence.endAt, now, rows.length),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 200) await tx.insert(services).values(rows.slice(i, i + 200));
  return rows.length;
}
