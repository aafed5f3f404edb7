import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { agentExpirations, agentInfos } from '../db/schema/agents.ts';
import { alarms } from '../db/schema/alarms.ts';
import { commercialDocumentPayments, commercialDocuments } from '../db/schema/billing.ts';
import { contracts } from '../db/schema/contracts.ts';
import { customerRequests } from '../db/schema/customers.ts';
import { roundExecutionEvents, roundExecutions } from '../db/schema/round-executions.ts';
import { checkpoints, rounds } from '../db/schema/rounds.ts';
import { services } from '../db/schema/services.ts';
import { stockAssignments, stockReferences } from '../db/schema/stock.ts';
import { agentRequests } from '../db/schema/workforce.ts';
import { buildAgencyWithPeople, buildMember } from './factories.ts';
import { buildAgencyType, buildSite } from './workforce-factories.ts';

/** The dashboard tests' clock: Monday 7 December 2026, 10:00 in Paris. */
export const DASHBOARD_NOW = '2026-12-07T09:00:00.000Z';
const at = (time: string, day = '2026-12-07') => new Date(`${day}T${time}:00.000Z`);

type ServiceInput = Partial<typeof services.$inferInsert> & { startAt: Date; endAt: Date };

export async function buildService(db: Db, agencyId: string, input: ServiceInput) {
  const [row] = await db
    .insert(services)
    .values({ agencyId, reference: `S-${randomUUID().slice(0, 8)}`, ...input })
    .returning();
  return row;
}

/** A round of one checkpoint on the site. */
async function buildRound(db: Db, agencyId: string, siteId: string) {
  const [point] = await db
    .insert(checkpoints)
    .values({ agencyId, siteId, title: 'Porte', color: '#000000' })
    .returning();
  const slug = `r-${randomUUID().slice(0, 8)}`;
  const [round] = await db
    .insert(rounds)
    .values({ agencyId, siteId, slug, name: slug, checkpointIds: [point.id] })
    .returning();
  return { round, point };
}

/**
 * An agency with a day of hand-made operations at DASHBOARD_NOW (every figure the tiles' tests expect is written
 * beside the row that makes it), and the rights' staff members.
 */
export async function buildDashboardAgency(db: Db) {
  const a = await buildAgencyWithPeople(db);
  const agencyId = a.agency.id;
  const agents = [a.agent];
  for (let i = 0; i < 4; i++) agents.push(await buildMember(db, agencyId, 'agent'));
  const [one, two, three, four, five] = agents.map((x) => x.membership.id);
  const s1 = await buildSite(db, agencyId, { name: 'Entrepôt Nord', customerId: a.customer.id });
  const s2 = await buildSite(db, agencyId, { name: 'Banque Sud' });
  const s3 = await buildSite(db, agencyId, { name: 'Centre commercial' });
  const r1 = await buildRound(db, agencyId, s1.id);
  const r2 = await buildRound(db, agencyId, s2.id);
  await buildRound(db, agencyId, s3.id);

  // Now: under way (planned 240, worked 60 so far), late (210 planned), unfilled (180, today), ended early.
  const started = await buildService(db, agencyId, {
    siteId: s1.id,
    agentId: one,
    status: 1,
    startAt: at('08:00'),
    endAt: at('12:00'),
    realStartAt: at('08:00'),
  });
  const late = await buildService(db, agencyId, {
    siteId: s1.id,
    agentId: two,
    startAt: at('08:30'),
    endAt: at('12:00'),
  });
  await buildService(db, agencyId, { siteId: s1.id, startAt: at('08:00'), endAt: at('11:00') });
  // Ended early (planned 180, worked 120): neither under way nor late; its round was never walked (missed).
  await buildService(db, agencyId, {
    siteId: s1.id,
    agentId: three,
    status: 3,
    startAt: at('07:00'),
    endAt: at('10:00'),
    realStartAt: at('07:00'),
    realEndAt: at('09:00'),
  });
  // Unfilled on Wednesday (480) and far away (not counted); a deleted late service (not counted).
  await buildService(db, agencyId, {
    siteId: s2.id,
    startAt: at('08:00', '2026-12-09'),
    endAt: at('16:00', '2026-12-09'),
  });
  await buildService(db, agencyId, {
    siteId: s2.id,
    startAt: at('08:00', '2026-12-20'),
    endAt: at('16:00', '2026-12-20'),
  });
  await buildService(db, agencyId, {
    siteId: s2.id,
    agentId: five,
    startAt: at('08:30'),
    endAt: at('12:00'),
    deletedAt: at('07:00'),
  });
  // Early this morning (120 planned each): on Banque Sud the round walked whole (done), on the centre begun only.
  const walked = await buildService(db, agencyId, {
    siteId: s2.id,
    agentId: four,
    status: 3,
    startAt: at('06:00'),
    endAt: at('08:00'),
  });
  const begun = await buildService(db, agencyId, {
    siteId: s3.id,
    agentId: five,
    status: 3,
    startAt: at('06:00'),
    endAt: at('08:00'),
  });
  // Last night's service, ended this morning: its round on the warehouse was never walked (missed, counted today).
  await buildService(db, agencyId, {
    siteId: s1.id,
    agentId: four,
    status: 3,
    startAt: at('20:00', '2026-12-06'),
    endAt: at('05:00'),
  });
  const done = randomUUID();
  const s3Round = await db.query.rounds.findFirst({ where: (r, { eq }) => eq(r.siteId, s3.id) });
  await db.insert(roundExecutions).values([
    {
      id: done,
      agencyId,
      serviceId: walked.id,
      roundId: r2.round.id,
      agentId: four,
      startedAt: at('06:10'),
      endedAt: at('06:30'),
    },
    { id: randomUUID(), agencyId, serviceId: begun.id, roundId: s3Round!.id, agentId: five, startedAt: at('06:10') },
  ]);
  await db.insert(roundExecutionEvents).values({
    id: randomUUID(),
    agencyId,
    executionId: done,
    position: 0,
    type: 'round.checkpoint',
    checkpointId: r2.point.id,
    deviceAt: at('06:20'),
  });

  // Hours: agent one's contract is 3 h a week (60 min over); agent two has no contract duration.
  await db.insert(agentInfos).values({
    membershipId: one,
    agencyId,
    individualNumber: 'M-1',
    weekDuration: 3,
    cnapsCardExpiresAt: '2026-12-17',
  });
  // Expirations (today 2026-12-07): certificate in 45 days, work contract in 80, a certificate expired 5 days ago.
  await db.insert(agentExpirations).values([
    { agencyId, membershipId: two, kind: 'certificate', label: 'SSIAP 1', expiresAt: '2027-01-21' },
    { agencyId, membershipId: two, kind: 'contract', label: 'CDD', expiresAt: '2027-02-25' },
    { agencyId, membershipId: three, kind: 'medicalVisit', label: 'Visite', expiresAt: '2026-12-02' },
  ]);
  const contract = { agencyId, customerId: a.customer.id, kind: 'customer' as const, title: 'Gardiennage', body: 'x' };
  await db.insert(contracts).values([
    { ...contract, status: 'signed', endDate: '2026-12-27' },
    { ...contract, status: 'created', endDate: '2026-12-17' },
  ]);
  const [reference] = await db
    .insert(stockReferences)
    .values({ agencyId, title: 'Radio', reference: 'RAD-1', quantity: 3 })
    .returning();
  await db.insert(stockAssignments).values({
    agencyId,
    referenceId: reference.id,
    agentId: one,
    quantity: 1,
    assignedAt: '2026-11-01',
    restitutionTo: '2026-12-12',
  });

  // Watch: one open alarm (and a closed one), one unread request of each kind.
  await db.insert(alarms).values([
    { id: randomUUID(), agencyId, agentId: one, serviceId: started.id, kind: 'sos', triggerId: randomUUID() },
    {
      id: randomUUID(),
      agencyId,
      agentId: two,
      serviceId: late.id,
      kind: 'sos',
      triggerId: randomUUID(),
      closedAt: at('08:45'),
    },
  ]);
  const type = await buildAgencyType(db, agencyId, 'request');
  await db
    .insert(agentRequests)
    .values({ agencyId, agentId: one, requestTypeId: type.id, subject: 'Congé', content: 'Le 24' });
  await db.insert(customerRequests).values({
    agencyId,
    customerId: a.customer.id,
    requestType: 'other',
    subject: 'Badge perdu',
    content: 'Le badge du hall',
    byCustomer: true,
    customerActivityAt: at('08:00'),
  });

  // Money: an invoice of November overdue with 100 € left (120 € less 20 € paid), one of December not due yet
  // (500 € before tax) less a 50 € credit note, December last year 300 €, a draft left out.
  const doc = { agencyId, customerId: a.customer.id };
  const [overdue] = await db
    .insert(commercialDocuments)
    .values({
      ...doc,
      type: 'invoice',
      status: 'sent',
      number: 'F-1',
      date: '2026-11-01',
      dueDate: '2026-11-30',
      totalCents: 12_000,
      totalExclTaxCents: 10_000,
    })
    .returning();
  await db
    .insert(commercialDocumentPayments)
    .values({ agencyId, documentId: overdue.id, date: '2026-11-15', amountCents: 2_000, method: 'transfer' });
  const [december] = await db
    .insert(commercialDocuments)
    .values({
      ...doc,
      type: 'invoice',
      status: 'validated',
      number: 'F-2',
      date: '2026-12-02',
      dueDate: '2026-12-31',
      totalCents: 60_000,
      totalExclTaxCents: 50_000,
    })
    .returning();
  await db.insert(commercialDocuments).values([
    {
      ...doc,
      type: 'creditNote',
      status: 'validated',
      number: 'A-1',
      date: '2026-12-03',
      sourceId: december.id,
      totalCents: 6_000,
      totalExclTaxCents: 5_000,
    },
    {
      ...doc,
      type: 'invoice',
      status: 'paid',
      number: 'F-0',
      date: '2025-12-05',
      totalCents: 36_000,
      totalExclTaxCents: 30_000,
    },
    { ...doc, type: 'invoice', status: 'draft', date: '2026-12-04', totalCents: 99_000, totalExclTaxCents: 90_000 },
  ]);
  return { ...a, sites: { s1, s2, s3 }, late, r1 };
}

/** Another agency with a late service, an open alarm, an expiring card and an overdue invoice: none may show in A. */
export async function buildOtherDashboardAgency(db: Db) {
  const b = await buildAgencyWithPeople(db);
  const agencyId = b.agency.id;
  const site = await buildSite(db, agencyId);
  const late = await buildService(db, agencyId, {
    siteId: site.id,
    agentId: b.agent.membership.id,
    startAt: at('08:30'),
    endAt: at('12:00'),
  });
  await buildService(db, agencyId, { siteId: site.id, startAt: at('13:00'), endAt: at('15:00') });
  await db.insert(alarms).values({
    id: randomUUID(),
    agencyId,
    agentId: b.agent.membership.id,
    serviceId: late.id,
    kind: 'sos',
    triggerId: randomUUID(),
  });
  await db.insert(agentInfos).values({
    membershipId: b.agent.membership.id,
    agencyId,
    individualNumber: 'M-1',
    cnapsCardExpiresAt: '2026-12-10',
  });
  await db.insert(commercialDocuments).values({
    agencyId,
    customerId: b.customer.id,
    type: 'invoice',
    status: 'sent',
    number: 'F-1',
    date: '2026-11-01',
    dueDate: '2026-11-02',
    totalCents: 1_000,
    totalExclTaxCents: 1_000,
  });
  return b;
}
