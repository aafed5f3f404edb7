import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../db/client.ts';
import { validValue } from '../http/valid-bodies.ts';
import { issueSession } from '../modules/session/public.ts';
import { buildAgencyWithPeople, buildUser, loginAs } from './factories.ts';
import { recordSteps } from './route-record-steps.ts';
import type { TestApp } from './test-app.ts';
import { PDF, upload } from './upload-kit.ts';

/**
 * One record of every kind, in one agency, for the test that calls every route (http/route-matrix-kit.ts): its
 * path parameters and the ids in its bodies are filled from here. Both agencies of the test get the same set, so
 * each route is called with its own agency's records and with the other's.
 *
 * A new kind of record: add its name to RecordKind, and create it in a step of `recordSteps`
 * (testing/route-record-steps.ts) naming it in its `records` — through the API as the owner where a route does it,
 * or straight into its table. A body field naming one (stockItemId…) goes to `idFields` below.
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
  | 'notification'
  | 'document'
  | 'documentFile'
  | 'stockReference'
  | 'stockAssignment'
  | 'contract'
  | 'contractTemplate'
  | 'signatureTemplate'
  | 'offer'
  | 'offerAnswer'
  | 'planningProposal'
  // The platform's records (the steps of route-record-platform-steps.ts): each agency's seeding makes its own.
  | 'agencyOffer'
  | 'shopArticleType'
  | 'shopArticle'
  | 'shopSection'
  | 'shopOrder'
  | 'paymentCheckout'
  | 'paymentMethod'
  | 'agencyInvoice'
  | 'user'
  | 'specialty'
  | 'discount'
  | 'catalogItem'
  | 'reportTemplate'
  | 'announcement'
  | 'usefulDocument'
  | 'uiTutorial';

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
  stockReferenceId: 'stockReference',
  articleId: 'shopArticle',
  orderId: 'shopOrder',
  offerId: 'agencyOffer',
};

/** The id to put in a body field of the agency's records, by the field's name. */
export const idOfField = (ids: Record<RecordKind, string>) => (field: string) =>
  field in idFields ? ids[idFields[field]] : undefined;

/** What a step of recordSteps works with: the agency, its people logged in, the ids so far, and API helpers. */
export interface SeedContext {
  t: TestApp;
  db: Db;
  people: People;
  agencyId: string;
  tokens: Tokens;
  /** A platform admin's session, for the platform's own records (its shop, catalogue, invoices to agencies). */
  admin: string;
  /** The records made so far, by kind; a step adds the ones it names. */
  ids: Record<RecordKind, string>;
  /** Calls a route (a path under the agency, or a whole /api/… path); a status of 300 or more fails the seeding. */
  api(token: string, method: InjectOptions['method'], url: string, payload?: unknown): Promise<Json>;
  /** A valid body of the route's schema, the agency's ids in it, then the given fields. */
  bodyOf(method: string, url: string, fields?: Record<string, unknown>): Record<string, unknown>;
  /** Calls a route as the owner with a valid body of its schema (for a write), the given fields over it. */
  owner(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    fields?: Record<string, unknown>,
  ): Promise<Json>;
  /** Uploads a small PDF as the owner for this purpose; answers the file's id. */
  uploadPdf(purpose: string, name: string): Promise<string>;
}
export type Json = Record<string, unknown> & { id: string };

/** Seeds one agency: its people (logged in), then one record of each kind, step by step (recordSteps). */
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
  const admin = await login((await buildUser(db, { isAdmin: true })).email);
  const ids = { agency: agencyId, customer: people.customer.id, agent: people.agent.membership.id } as Record<
    RecordKind,
    string
  >;
  const base = `/api/agency/${agencyId}`;
  const full = (url: string) => (url.startsWith('/api/') ? url : `${base}${url}`);
  const api: SeedContext['api'] = async (token, method, url, payload) => {
    const response = await t.app.inject({
      method,
      url: full(url),
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
    if (response.statusCode >= 300) throw new Error(`seed ${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as Json;
  };
  const bodyOf: SeedContext['bodyOf'] = (method, url, fields = {}) => {
    const body = routeOf(t.app, method, full(url))?.schema?.body;
    const generated = body ? validValue(body, idOfField(ids)) : {};
    return { ...(generated as Record<string, unknown>), ...fields };
  };
  const context: SeedContext = {
    t,
    db,
    people,
    agencyId,
    tokens,
    admin,
    ids,
    api,
    bodyOf,
    owner: (method, url, fields) =>
      api(tokens.owner, method, url, method === 'GET' || method === 'DELETE' ? undefined : bodyOf(method, url, fields)),
    uploadPdf: async (purpose, name) => {
      const response = await upload(t.app, tokens.owner, agencyId, purpose, {
        name,
        type: 'application/pdf',
        bytes: PDF,
      });
      if (response.statusCode >= 300) throw new Error(`seed upload ${name}: ${response.statusCode} ${response.body}`);
      return response.json().id;
    },
  };
  for (const step of recordSteps) {
    await step.seed(context);
    const missing = step.records.filter((kind) => !ids[kind]);
    if (missing.length > 0) throw new Error(`seed « ${step.name} » made no ${missing.join(', ')}`);
  }
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
