import { defaultFieldSettings } from '@securite/domain/agency-settings/field-settings';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { agencies, memberships, users } from '../db/schema/tenancy.ts';
import { agencyTypes, agentRequests, informationNotes, unavailabilities } from '../db/schema/workforce.ts';
import { inAgency } from '../db/tenant.ts';

const unavailabilityLabels = ['Congés payés', 'Maladie', 'Formation', 'Absence autorisée'];
const requestLabels = ['Changement de planning', 'Congés', 'Matériel', 'Autre'];

async function insertTypes(tx: Tx, agencyId: string, kind: 'unavailability' | 'request', labels: string[]) {
  const rows = await tx
    .insert(agencyTypes)
    .values(labels.map((label) => ({ agencyId, kind, label })))
    .returning({ id: agencyTypes.id, label: agencyTypes.label });
  return new Map(rows.map((r) => [r.label, r.id]));
}

async function agentId(tx: Tx, agencyId: string, email: string): Promise<string> {
  const [row] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inAgency(memberships, agencyId), eq(users.email, email)));
  return row.id;
}

/** A day from today at a given UTC hour (the demo stays current whenever it is first started). */
const day = (offset: number, hour: number) => {
  const d = new Date();
  d.setUTCHours(hour, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + offset);
  return d;
};

/**
 * Demo field settings (the spec's event types, PTI every 15 minutes), unavailability and request types for both
 * agencies, and for « Sécurité Démo » a few unavailabilities, two agent requests and an information note.
 */
export async function seedWorkforce(
  tx: Tx,
  input: { demoAgencyId: string; temoinAgencyId: string; ownerUserId: string },
): Promise<void> {
  const { demoAgencyId: agencyId } = input;
  const field = {
    ...defaultFieldSettings,
    loneWorker: { ...defaultFieldSettings.loneWorker, ptiEnabled: true, ptiFrequency: 15 },
  };
  await tx
    .update(agencies)
    .set({ settings: sql`${agencies.settings} || jsonb_build_object('field', ${JSON.stringify(field)}::jsonb)` })
    .where(eq(agencies.id, agencyId));
  const unavailabilityTypes = await insertTypes(tx, agencyId, 'unavailability', unavailabilityLabels);
  const requestTypes = await insertTypes(tx, agencyId, 'request', requestLabels);
  await insertTypes(tx, input.temoinAgencyId, 'unavailability', unavailabilityLabels);
  await insertTypes(tx, input.temoinAgencyId, 'request', requestLabels);

  const julie = await agentId(tx, agencyId, 'agent2@demo.test');
  const thomas = await agentId(tx, agencyId, 'agent3@demo.test');
  const moussa = await agentId(tx, agencyId, 'agent5@demo.test');
  const type = (label: string) => unavailabilityTypes.get(label) as string;
  await tx.insert(unavailabilities).values([
    {
      agencyId,
      agentId: julie,
      typeId: type('Congés payés'),
      startAt: day(14, 6),
      endAt: day(21, 20),
      comment: 'Congés d’été',
    },
    {
      agencyId,
      agentId: thomas,
      typeId: type('Formation'),
      startAt: day(5, 7),
      endAt: day(6, 16),
      comment: 'Recyclage SSIAP 1',
    },
    {
      agencyId,
      agentId: moussa,
      typeId: type('Maladie'),
      startAt: day(-3, 0),
      endAt: day(-1, 23),
      comment: 'Arrêt de travail',
    },
  ]);

  const karim = await agentId(tx, agencyId, 'agent@demo.test');
  const sophie = await agentId(tx, agencyId, 'agent4@demo.test');
  await tx.insert(agentRequests).values([
    {
      agencyId,
      agentId: karim,
      requestTypeId: requestTypes.get('Congés') as string,
      subject: 'Congés de fin d’année',
      content: 'Je souhaiterais poser mes congés du 24 décembre au 2 janvier inclus.',
    },
    {
      agencyId,
      agentId: sophie,
      requestTypeId: requestTypes.get('Matériel') as string,
      subject: 'Lampe torche défectueuse',
      content: 'La lampe torche du poste de Gennevilliers ne tient plus la charge, merci de la remplacer.',
      status: 'inProgress',
      statusChangedAt: day(-1, 9),
      staffActivityAt: day(-1, 9),
    },
  ]);
  await tx.insert(informationNotes).values({
    agencyId,
    title: 'Nouvelles tenues d’hiver',
    content:
      'Les parkas et gants d’hiver sont disponibles à l’agence à partir de lundi. Pensez à rendre les anciennes tenues.',
    audience: 'all',
    authorUserId: input.ownerUserId,
  });
}
