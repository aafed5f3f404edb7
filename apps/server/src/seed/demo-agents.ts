import { randomInt } from 'node:crypto';
import type { ActiveContract, AgentDog } from '@securite/domain/agents/agent-schemas';
import type { AgentType, ExpirationKind } from '@securite/domain/agents/agent-types';
import type { AgentSex } from '@securite/domain/agents/employment';
import { newIndividualNumber } from '@securite/domain/agents/individual-number';
import { addDays, todayIn } from '@securite/domain/time/calendar-day';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { agentExpirations, agentInfos, agentItems } from '../db/schema/agents.ts';
import { agencies, memberships, users } from '../db/schema/tenancy.ts';
import { inAgency } from '../db/tenant.ts';

interface DemoAgent {
  email: string;
  /** The staff register's birth date and sex. */
  sex: AgentSex;
  birthDate: string;
  department: string;
  /** Days from today to the CNAPS card's expiry. */
  cardDays: number;
  specialties: string[];
  contract: ActiveContract;
  rating?: number;
  type?: AgentType;
  externalCompanyName?: string;
  dogs?: AgentDog[];
  documents?: Array<{ kind: ExpirationKind; label: string; number?: string; days: number }>;
  items?: Array<{ label: string; reference?: string; quantity?: number }>;
}

const weekly35: ActiveContract = { hoursLimit: 35, period: 'weekly' };
const monthly: ActiveContract = { hoursLimit: 151.67, period: 'monthly' };

const demoAgents: DemoAgent[] = [
  {
    email: 'agent@demo.test',
    sex: 'male',
    birthDate: '1988-04-12',
    department: '075',
    // Within the 3 months in which the renewal must be filed: shown as expiring soon.
    cardDays: 45,
    specialties: ['Agent de sécurité', 'SSIAP 1'],
    contract: weekly35,
    rating: 4,
    documents: [{ kind: 'certificate', label: 'SSIAP 1', number: 'SSIAP1-2022-0457', days: 500 }],
    items: [
      { label: 'Radio Motorola DP1400', reference: 'RAD-014' },
      { label: 'Lampe torche LED', reference: 'LT-220' },
      { label: 'Gilet haute visibilité', quantity: 2 },
    ],
  },
  {
    email: 'agent2@demo.test',
    sex: 'female',
    birthDate: '1992-09-03',
    department: '092',
    cardDays: 3 * 365,
    specialties: ['SSIAP 1', 'SSIAP 2'],
    contract: monthly,
    rating: 5,
    // Expired: the agency must have it renewed.
    documents: [{ kind: 'certificate', label: 'SSIAP 2 (recyclage)', number: 'SSIAP2-2023-0112', days: -12 }],
    items: [{ label: 'Radio Motorola DP1400', reference: 'RAD-015' }],
  },
  {
    email: 'agent3@demo.test',
    sex: 'male',
    birthDate: '1985-01-27',
    department: '093',
    cardDays: 2 * 365,
    specialties: ['Agent cynophile', 'Agent de sécurité'],
    contract: weekly35,
    dogs: [{ name: 'Rex', breed: 'Berger belge malinois', identificationNumber: '250269812345678' }],
    documents: [
      { kind: 'certificate', label: 'Certificat de capacité cynophile', days: 300 },
      { kind: 'contract', label: 'CDD de remplacement', number: 'CDD-2026-07', days: 40 },
    ],
    items: [{ label: 'Muselière et laisse', quantity: 1 }],
  },
  {
    email: 'agent4@demo.test',
    sex: 'female',
    birthDate: '1996-06-18',
    department: '075',
    cardDays: 4 * 365,
    specialties: ['Rondier', 'Agent de sécurité'],
    contract: weekly35,
    documents: [{ kind: 'certificate', label: 'Sauveteur secouriste du travail (SST)', days: 50 }],
    items: [{ label: 'Clé de ronde NFC', reference: 'NFC-031' }],
  },
  {
    email: 'agent5@demo.test',
    sex: 'male',
    birthDate: '1979-11-05',
    department: '094',
    cardDays: 365,
    specialties: ['Agent de sécurité'],
    contract: monthly,
    rating: 3,
    type: 'temporary',
    externalCompanyName: 'Intérim Sécurité Plus',
  },
];

const temoinAgents: DemoAgent[] = [
  {
    email: 'temoin.agent1@demo.test',
    sex: 'male',
    birthDate: '1990-02-14',
    department: '069',
    cardDays: 2 * 365,
    specialties: ['Agent de sécurité'],
    contract: weekly35,
  },
  {
    email: 'temoin.agent2@demo.test',
    sex: 'female',
    birthDate: '1994-07-30',
    department: '069',
    cardDays: 180,
    specialties: ['SSIAP 1'],
    contract: { hoursLimit: 24, period: 'weekly' },
  },
];

async function seedAgencyAgents(tx: Tx, agencyId: string, list: DemoAgent[]) {
  const today = todayIn('Europe/Paris');
  for (const [index, agent] of list.entries()) {
    const [row] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(inAgency(memberships, agencyId), eq(users.email, agent.email)));
    if (!row) continue;
    const cardExpiry = addDays(today, agent.cardDays);
    await tx.insert(agentInfos).values({
      membershipId: row.id,
      agencyId,
      individualNumber: newIndividualNumber(randomInt),
      registrationNumber: String(index + 1).padStart(5, '0'),
      rating: agent.rating ?? 3,
      type: agent.type ?? 'employee',
      externalCompanyName: agent.externalCompanyName ?? null,
      specialties: agent.specialties,
      dogs: agent.dogs ?? [],
      activeContract: agent.contract,
      weekDuration: agent.contract.period === 'weekly' ? agent.contract.hoursLimit : 35,
      overtimeIncreaseBp: 2500,
      // Coût horaire chargé: about twice the gross hourly wage, so the demo margins are plausible.
      hourlyCostCents: 2100 + (index % 4) * 150,
      cnapsCardNumber: `CAR-${agent.department}-${cardExpiry}-2019${String(1_234_560 + index).padStart(7, '0')}`,
      cnapsCardExpiresAt: cardExpiry,
      // The staff register's columns.
      jobTitle: agent.specialties[0],
      qualification: 'Agent d’exploitation, niveau 3',
      contractType: agent.type === 'temporary' ? 'interim' : 'cdi',
      entryDate: addDays(today, -(400 + index * 90)),
      nationality: 'Française',
      birthDate: agent.birthDate,
      sex: agent.sex,
    });
    for (const document of agent.documents ?? []) {
      await tx.insert(agentExpirations).values({
        agencyId,
        membershipId: row.id,
        kind: document.kind,
        label: document.label,
        number: document.number ?? null,
        expiresAt: addDays(today, document.days),
      });
    }
    for (const [position, item] of (agent.items ?? []).entries()) {
      await tx.insert(agentItems).values({
        agencyId,
        membershipId: row.id,
        label: item.label,
        reference: item.reference ?? null,
        quantity: item.quantity ?? 1,
        position,
        assignedAt: addDays(today, -90),
      });
    }
  }
}

/**
 * Demo agent records: CNAPS cards (one expiring within 3 months), certificates (one expired), contracts,
 * equipment, specialties and a dog; and the agencies' limits (20 records and 15 accounts for « Sécurité Démo »).
 */
export async function seedAgents(tx: Tx, input: { demoAgencyId: string; temoinAgencyId: string }): Promise<void> {
  await tx.update(agencies).set({ agentsLimit: 20, accountsLimit: 15 }).where(eq(agencies.id, input.demoAgencyId));
  await tx
    .update(agencies)
    .set({ agentsLimit: 10, accountsLimit: 5, freeAccounts: 2 })
    .where(eq(agencies.id, input.temoinAgencyId));
  await seedAgencyAgents(tx, input.demoAgencyId, demoAgents);
  await seedAgencyAgents(tx, input.temoinAgencyId, temoinAgents);
}
