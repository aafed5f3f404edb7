import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { agentInfos } from '../db/schema/agents.ts';
import { alarms } from '../db/schema/alarms.ts';
import { mailAttachments, notifications } from '../db/schema/platform.ts';
import { checkpoints, rounds } from '../db/schema/rounds.ts';
import { services } from '../db/schema/services.ts';
import { sites } from '../db/schema/sites.ts';
import { customers } from '../db/schema/tenancy.ts';
import { validValue } from '../http/valid-bodies.ts';
import { issueSession } from '../modules/session/public.ts';
import { completeSettings, sampleLines } from './billing-kit.ts';
import { buildAgencyWithPeople, loginAs } from './factories.ts';
import type { TestApp } from './test-app.ts';
import { PDF, upload } from './upload-kit.ts';
import { buildAgencyType, buildSite } from './workforce-factories.ts';

/**
 * One record of every kind, in one agency, for the test that calls every route (http/route-matrix-kit.ts): its
 * path parameters and the ids in its bodies are filled from here. Both agencies of the test get the same set, so
 * each route is called with its own agency's records and with the other's.
 *
 * A new kind of record: add its name to RecordKind and a line to `seedRecords` below that creates it (through the
 * API as the owner where a route does it, or straight into its table).
 */
export type RecordKind =
  | 'agency'
  | 'customer'
  | 'agent'
  | 'site'
  | 'siteInstruction'
  | 'checkpoint'
  | 'badgeCode'
  | 'round'
  | 'service'
  | 'roundExecution'
  | 'event'
  | 'eventFile'
  | 'agencyReport'
  | 'alarm'
  | 'circuit'
  | 'unavailabilityType'
  | 'requestType'
  | 'unavailability'
  | 'agentRequest'
  | 'customerRequest'
  | 'informationNote'
  | 'salaryElement'
  | 'invoice'
  | 'invoiceFile'
  | 'invoicePayment'
  | 'estimate'
  | 'estimateFile'
  | 'purchaseOrder'
  | 'purchaseOrderFile'
  | 'invoiceRecurrence'
  | 'mail'
  | 'mailAttachment'
  | 'file'
  | 'agentDocument'
  | 'device'
  | 'notification';

export type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
export type Tokens = Record<'owner' | 'staff' | 'agent' | 'customer', string>;
export interface SeededAgency {
  people: People;
  tokens: Tokens;
  ids: Record<RecordKind, string>;
}

/** The body fields that name a record, by their name: a real id of the acting agency goes in them. */
export const idFields: Record<string, RecordKind> = {
  agencyId: 'agency',
  customerId: 'customer',
  customers: 'customer',
  customerIds: 'customer',
  agentId: 'agent',
  agents: 'agent',
  agentIds: 'agent',
  membershipId: 'agent',
  siteId: 'site',
  sites: 'site',
  siteIds: 'site',
  checkpointId: 'checkpoint',
  checkpointIds: 'checkpoint',
  roundId: 'round',
  roundIds: 'round',
  serviceId: 'service',
  serviceIds: 'service',
  services: 'service',
  circuitId: 'circuit',
  executionId: 'roundExecution',
  roundExecutionId: 'roundExecution',
  eventId: 'event',
  typeId: 'unavailabilityType',
  requestTypeId: 'requestType',
  fileId: 'file',
  fileIds: 'file',
  photoId: 'file',
  invoiceId: 'invoice',
  estimateId: 'estimate',
  purchaseOrderId: 'purchaseOrder',
  documentId: 'invoice',
};

/** The id to put in a body field of the agency's records, by the field's name. */
export const idOfField = (ids: Record<RecordKind, string>) => (field: string) =>
  field in idFields ? ids[idFields[field]] : undefined;

const at = (minute: number) => new Date(Date.UTC(2027, 2, 3, 20, minute)).toISOString();

/** Seeds one agency: its people (logged in), then one record of each kind. */
export async function seedRecords(t: TestApp): Promise<SeededAgency> {
  const db = t.database.db;
  const people = await buildAgencyWithPeople(db);
  const agencyId = people.agency.id;
  const login = async (email: string) => (await loginAs(t.app, email)).token;
  const tokens: Tokens = {
    owner: await login(people.owner.user.email),
    staff: await login(people.staff.user.email),
    agent: await login(people.agent.user.email),
    customer: await login(people.customerUser.user.email),
  };
  const ids = { agency: agencyId, customer: people.customer.id, agent: people.agent.membership.id } as Record<
    RecordKind,
    string
  >;
  const base = `/api/agency/${agencyId}`;
  const api = async (token: string, method: InjectOptions['method'], url: string, payload?: unknown) => {
    const response = await t.app.inject({
      method,
      url: url.startsWith('/api/') ? url : `${base}${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
    if (response.statusCode >= 300) throw new Error(`seed ${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as Record<string, unknown> & { id: string };
  };
  /** A valid body of the route's schema, the agency's ids in it, then the given fields. */
  const bodyOf = (method: string, url: string, fields: Record<string, unknown> = {}) => {
    const body = routeOf(t.app, method, url.startsWith('/api/') ? url : `${base}${url}`)?.schema?.body;
    const generated = body ? validValue(body, idOfField(ids)) : {};
    return { ...(generated as Record<string, unknown>), ...fields };
  };
  const owner = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, fields?: Record<string, unknown>) =>
    api(tokens.owner, method, url, method === 'GET' || method === 'DELETE' ? undefined : bodyOf(method, url, fields));

  // The agent's record (badge, individual number) and the site the agent works on, for the customer.
  await db.insert(agentInfos).values({
    membershipId: ids.agent,
    agencyId,
    individualNumber: randomUUID().slice(0, 8),
    cnapsCardExpiresAt: '2031-01-01',
  });
  // The customer has an address, so that documents and reports have someone to be mailed to.
  await db.update(customers).set({ email: 'accueil@client-exemple.fr' }).where(eq(customers.id, ids.customer));
  const site = await buildSite(db, agencyId, { customerId: ids.customer, agentIds: [ids.agent] });
  await db.update(sites).set({ interventionReportAfterServiceEnabled: true }).where(eq(sites.id, site.id));
  ids.site = site.id;
  ids.siteInstruction = (await owner('POST', `/site/${ids.site}/instruction`)).id;

  // A round of two checkpoints, walked during a service that the agent starts and ends from the phone.
  const badge = `RM-${randomUUID().slice(0, 8)}`;
  const points = await db
    .insert(checkpoints)
    .values(
      ['Poste de garde', 'Quais'].map((title, i) => ({
        agencyId,
        siteId: site.id,
        title,
        color: '#1976d2',
        badge: `${badge}-${i}`,
      })),
    )
    .returning();
  ids.checkpoint = points[0].id;
  ids.badgeCode = `${badge}-0`;
  const [round] = await db
    .insert(rounds)
    .values({ agencyId, siteId: site.id, slug: randomUUID(), name: 'Ronde de nuit', checkpointIds: [ids.checkpoint] })
    .returning();
  ids.round = round.id;
  const [service] = await db
    .insert(services)
    .values({
      agencyId,
      reference: `RM-${randomUUID().slice(0, 6)}`,
      siteId: site.id,
      agentId: ids.agent,
      startAt: new Date(at(0)),
      endAt: new Date(at(59)),
      roundIds: [round.id],
    })
    .returning();
  ids.service = service.id;
  ids.roundExecution = randomUUID();
  ids.event = randomUUID();
  const photo = `data:application/pdf;base64,${PDF.toString('base64')}`;
  for (const [type, minute, extra] of [
    ['service.start', 0, {}],
    ['round.start', 5, { round: { executionId: ids.roundExecution, roundId: round.id } }],
    ['round.checkpoint', 6, { round: { executionId: ids.roundExecution, checkpointId: ids.checkpoint, method: 'qr' } }],
    ['round.end', 9, { round: { executionId: ids.roundExecution } }],
    [
      'event.create',
      25,
      {
        event: {
          eventId: ids.event,
          typeKey: 'incident',
          description: 'Vitre brisée',
          attachments: [{ dataUrl: photo }],
        },
      },
    ],
    ['service.end', 50, { end: { report: 'RAS en fin de service' } }],
  ] as const) {
    const message = { uuid: randomUUID(), type, serviceId: service.id, deviceAt: at(minute), ...extra };
    await api(tokens.agent, 'POST', '/field/message', message);
  }
  type Attachments = Array<{ fileId: string }>;
  const event = (await api(tokens.owner, 'GET', `/event/${ids.event}`)) as unknown as {
    attachments: Attachments;
    messages: Array<{ attachments: Attachments }>;
  };
  ids.eventFile = [...event.attachments, ...event.messages.flatMap((m) => m.attachments)][0].fileId;
  const reports = await api(tokens.owner, 'GET', '/agency-reports');
  ids.agencyReport = (reports.data as Array<{ id: string }>)[0]?.id;
  ids.alarm = randomUUID();
  await db.insert(alarms).values({
    id: ids.alarm,
    agencyId,
    agentId: ids.agent,
    serviceId: service.id,
    kind: 'sos',
    triggerId: randomUUID(),
    raisedAt: new Date(at(30)),
  });
  const circuits = await owner('POST', '/circuits', {
    date: '2027-01-04',
    agentId: ids.agent,
    stops: [{ siteId: ids.site, startTime: '08:00', endTime: '12:00' }],
  });
  ids.circuit = (circuits.circuits as Array<{ id: string }>)[0].id;

  // The agents' side: types, an unavailability, a request, a note, a salary element, a document.
  ids.unavailabilityType = (await buildAgencyType(db, agencyId, 'unavailability')).id;
  ids.requestType = (await buildAgencyType(db, agencyId, 'request')).id;
  ids.unavailability = (await owner('POST', '/unavailability', { agentId: ids.agent })).id;
  ids.agentRequest = (await owner('POST', '/request', { agentId: ids.agent })).id;
  ids.informationNote = (await owner('POST', '/informationNote')).id;
  ids.salaryElement = (await owner('POST', '/salary-element', { agentId: ids.agent })).id;
  const document = await upload(t.app, tokens.owner, agencyId, 'agent-document', {
    name: 'contrat.pdf',
    type: 'application/pdf',
    bytes: PDF,
  });
  ids.agentDocument = document.json().id;
  ids.file = ids.agentDocument;
  await owner('POST', `/agent/${ids.agent}/documents`);
  const loose = await upload(t.app, tokens.owner, agencyId, 'agent-document', {
    name: 'brouillon.pdf',
    type: 'application/pdf',
    bytes: PDF,
  });
  ids.file = loose.json().id;

  // The customer's side: a request, and the commercial documents with a file and a payment.
  ids.customerRequest = (
    await api(tokens.customer, 'POST', `/customer/${ids.customer}/customer-request`, {
      ...bodyOf('POST', '/customer-request'),
      siteId: ids.site,
    })
  ).id;
  await api(tokens.owner, 'PUT', '/settings/commercial-docs', completeSettings);
  const documentBody = { customerId: ids.customer, lines: sampleLines };
  for (const [kind, path] of [
    ['invoice', 'invoice'],
    ['estimate', 'estimate'],
    ['purchaseOrder', 'purchaseOrder'],
  ] as const) {
    ids[kind] = (await owner('POST', `/${path}`, documentBody)).id;
    const attached = await upload(t.app, tokens.owner, agencyId, 'commercial-document', {
      name: 'annexe.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    await api(tokens.owner, 'POST', `/${path}/${ids[kind]}/files`, { fileId: attached.json().id });
    ids[`${kind}File`] = attached.json().id;
  }
  await api(tokens.owner, 'POST', `/invoice/${ids.invoice}/validate`);
  const payment = await owner('POST', `/invoice/${ids.invoice}/partial-payments`, { amountCents: 1000 });
  ids.invoicePayment = (payment.payments as Array<{ id: string }> | undefined)?.[0]?.id ?? payment.id;
  ids.invoiceRecurrence = (await owner('POST', '/invoiceRecurrence', { customerId: ids.customer })).id;
  ids.mail = await t.app.ctx.mailer.record({
    to: 'client@exemple.fr',
    subject: 'Votre facture',
    text: 'Bonjour, voici votre facture.',
    agencyId,
    kind: 'invoice',
    attachments: [{ filename: 'facture.pdf', contentType: 'application/pdf', content: PDF }],
  });
  const [attachment] = await db.select().from(mailAttachments).where(eq(mailAttachments.mailId, ids.mail));
  ids.mailAttachment = attachment.id;

  // The owner's own records outside the agency: a device and a notification.
  ids.device = (await api(tokens.owner, 'POST', '/api/user/device', bodyOf('POST', '/api/user/device'))).id;
  const [notification] = await db
    .insert(notifications)
    .values({ agencyId, userId: people.owner.user.id, title: 'Nouvelle demande' })
    .returning();
  ids.notification = notification.id;
  return { people, tokens, ids };
}

/** The registered route a concrete path is answered by (its :params matching any segment). */
function routeOf(app: FastifyInstance, method: string, path: string) {
  return app.routesList.find(
    (r) => r.method === method && new RegExp(`^${r.url.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(path),
  );
}

/**
 * A new session of the user, without the password hash (a call that logs people out, such as « Déconnecter » on an
 * agent, ends the sessions of the user it is tried on; the next calls need a live one).
 */
export async function sessionOf(app: FastifyInstance, userId: string): Promise<string> {
  return (await issueSession(app.ctx, app.ctx.db, { userId })).pair.token;
}
