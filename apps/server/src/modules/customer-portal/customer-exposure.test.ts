import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { agencyReports } from '../../db/schema/agency-reports.ts';
import { agentInfos } from '../../db/schema/agents.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { completeSettings, sellerAddress } from '../../testing/billing-kit.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { buildPortalHistory, PORTAL_AGENT, type PortalHistory } from '../../testing/portal-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

/**
 * Spec 000 and 001 section 6: customers do not load agents, checkpoints or pricing. Every GET and every POST …/fetch…
 * read a customer user can reach — under its /customer/{id} path and under the bare agency path, which acts in its
 * company too — is called with the ids of a real history (services, rounds, events, invoices, reports, requests),
 * and no answer may hold a forbidden key or an agent's last name, e-mail or a checkpoint's badge. A route added
 * tomorrow is walked the day it is added.
 */
const t = useTestApp();
let h: PortalHistory;
let pool: string[];
let invoiceId: string;

/**
 * Keys a customer's answer never holds, whatever their value (compared in lower case, without « _ »). A round's
 * report may list its checkpoints by title and place in the round (the round report a customer reads and downloads),
 * never by id or badge: the ids are among the secrets below.
 */
const forbiddenKeys = [
  'hourlycost',
  'hourlycostcents',
  'margin',
  'margins',
  'marginrate',
  'pricing',
  'pricings',
  'pricegrid',
  'baseprice',
  'coefficients',
  'checkpointids',
  'badge',
  'badges',
  'lastname',
];

/** Whether a value says anything: an empty list, text or object, or null, holds nothing. */
const holdsSomething = (value: unknown) =>
  value !== null &&
  value !== undefined &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0) &&
  !(typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

function forbiddenIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => forbiddenIn(item, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(forbiddenKeys.includes(key.toLowerCase().replaceAll('_', '')) && holdsSomething(inner)
      ? [`${path}.${key}`]
      : []),
    ...forbiddenIn(inner, `${path}.${key}`),
  ]);
}

beforeAll(async () => {
  h = await buildPortalHistory(t);
  const db = t.database.db;
  const { a } = h;
  // What a customer must not learn of: the agent's cost, the customer's own price grid.
  await db.insert(agentInfos).values({
    membershipId: h.karim.membership.id,
    agencyId: a.agency.id,
    individualNumber: 'KB-01',
    hourlyCostCents: 2875,
  });
  const pricing = await a.owner.api.post(`${a.base}/agencyCustomer/${a.customer.id}/pricing`, {
    pricings: [{ specialty: '', basePrice: 3333, coefficients: {} }],
  });
  expect([200, 400]).toContain(pricing.statusCode);
  // An invoice made out for the agent's work, validated; a request of the customer.
  expect((await a.owner.api.put(`${a.base}/settings/commercial-docs`, completeSettings)).statusCode).toBe(200);
  // The seller's address is a mandatory mention of a validated invoice.
  await db.update(agencies).set({ address: sellerAddress }).where(eq(agencies.id, a.agency.id));
  const invoice = await a.owner.api.post(`${a.base}/invoice`, {
    customerId: a.customer.id,
    agentId: h.karim.membership.id,
    date: '2027-01-31',
    subject: 'Gardiennage de janvier',
    lines: [{ label: 'Gardiennage de site', quantity: 8, unitCode: 'HUR', unitPriceCents: 2350, vatRateBp: 2000 }],
  });
  expect(invoice.statusCode, invoice.body).toBe(200);
  invoiceId = invoice.json().id;
  expect((await a.owner.api.post(`${a.base}/invoice/${invoiceId}/validate`)).statusCode).toBe(200);
  const request = await a.customerUser.api.post(`${h.customerBase}/customer-request`, {
    uuid: randomUUID(),
    requestType: 'complaint',
    subject: 'Badge oublié',
    content: 'Le badge du parking n’a pas été rendu.',
  });
  expect(request.statusCode, request.body).toBe(200);
  const [report] = await db
    .select({ id: agencyReports.id })
    .from(agencyReports)
    .where(and(eq(agencyReports.agencyId, a.agency.id), eq(agencyReports.serviceId, h.services.ended.id)));
  pool = [
    ...Object.values(h.services).map((s) => s.id),
    h.site.id,
    h.otherSite.id,
    h.executionId,
    h.eventId,
    h.round.id,
    ...h.points.map((p) => p.id),
    h.karim.membership.id,
    invoiceId,
    request.json().id,
    report?.id ?? randomUUID(),
  ];
}, 180_000);

/**
 * Read on purpose, and left out: the badge check (a customer scans the card an agent shows, which bears the agent's
 * full name, to check it is valid), and an invoice's PDF (a legal document, the same for both parties, drawn once).
 */
const exempt = new Set([
  '/api/agency/:agencyId/information/agent/:id',
  '/api/agency/:agencyId/customer/:customerId/invoice/:id/pdf',
  '/api/agency/:agencyId/invoice/:id/pdf',
]);

/** The bodies that reach the history's days (January 2027); the other reads are sent an empty one. */
const january = { from: '2027-01-01T00:00:00+01:00', to: '2027-02-01T00:00:00+01:00' };
const bodies: Record<string, unknown> = {
  '/fetch/planned-services': { ...january, includeCircuits: true },
  '/fetch/services': { filters: { period: { shortcut: 'custom', from: '2027-01-01', to: '2027-01-31' } } },
  '/fetch/allEvents': { filters: { from: '2027-01-01', to: '2027-01-31' } },
};
const bodyOf = (url: string) => Object.entries(bodies).find(([end]) => url.endsWith(end))?.[1] ?? {};

const reads = (method: string, url: string) =>
  url.startsWith('/api/agency/:agencyId/') &&
  !url.startsWith('/api/agency/:agencyId/agent/') &&
  (method === 'GET' || (method === 'POST' && /\/fetch\b|\/sites-service-events$|\/fetch\//.test(url))) &&
  !url.endsWith('/stream');

/** The values a route's other path parameters take: an enum's values, or every id of the history. */
function paramValues(schema: unknown, name: string): string[] {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  const node = shape[name];
  if (node instanceof z.ZodEnum) return node.options.map(String);
  return pool;
}

function urlsOf(url: string, schema: unknown): string[] {
  let urls = [url.replace(':agencyId', h.a.agency.id).replace(':customerId', h.a.customer.id)];
  for (const [, name] of url.matchAll(/:([A-Za-z]+)/g)) {
    if (name === 'agencyId' || name === 'customerId') continue;
    const values = paramValues(schema, name);
    // The first parameter takes every value; any further one its first only (a file of an event…): kept small.
    const first = urls.length === 1;
    urls = urls.flatMap((u) => (first ? values : values.slice(0, 1)).map((v) => u.replace(`:${name}`, v)));
  }
  return urls;
}

describe('what a customer user can read', () => {
  it('holds no agent’s last name or e-mail, no checkpoint, no cost, margin or price grid, in any answer', async () => {
    const routes = t.app.routesList.filter((r) => reads(r.method, r.url));
    const seen: string[] = [];
    const leaks: string[] = [];
    let calls = 0;
    const pdfs: string[] = [];
    const secrets = [
      PORTAL_AGENT.lastname,
      h.karim.user.email,
      'NFC-SECRET',
      'Note interne',
      ...h.points.map((p) => p.id),
    ];
    for (const route of routes) {
      for (const url of urlsOf(route.url, route.schema?.params)) {
        calls += 1;
        const response =
          route.method === 'GET'
            ? await h.a.customerUser.api.get(url)
            : await h.a.customerUser.api.post(url, bodyOf(route.url));
        expect(response.statusCode, `${route.method} ${url}`).toBeLessThan(500);
        if (response.statusCode !== 200 || exempt.has(route.url)) continue;
        const type = String(response.headers['content-type']);
        if (type.includes('pdf')) {
          // The reports a customer downloads (intervention report, round report): the same rules as the answers.
          pdfs.push(route.url);
          const text = pdfText(response.rawPayload).join('');
          for (const secret of secrets)
            if (text.includes(secret)) leaks.push(`${route.method} ${url} (PDF): « ${secret} »`);
          continue;
        }
        if (!type.includes('json')) continue;
        seen.push(`${route.method} ${route.url}`);
        const body = response.json();
        for (const path of forbiddenIn(body)) leaks.push(`${route.method} ${url}: ${path}`);
        for (const secret of secrets) {
          if (response.body.includes(secret)) leaks.push(`${route.method} ${url}: « ${secret} »`);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(calls).toBeGreaterThan(100);
    expect(pdfs).toEqual(
      expect.arrayContaining([
        '/api/agency/:agencyId/customer/:customerId/agency-report/:id/pdf',
        '/api/agency/:agencyId/customer/:customerId/service-round/:id/pdf',
      ]),
    );
    // The walk reached the portal's reads (a guard that lets nothing through would pass the test above).
    for (const read of [
      'POST /api/agency/:agencyId/customer/:customerId/fetch/services',
      'GET /api/agency/:agencyId/customer/:customerId/services/:id/timeline',
      'POST /api/agency/:agencyId/customer/:customerId/fetch/planned-services',
      'POST /api/agency/:agencyId/customer/:customerId/fetch/sites',
      'GET /api/agency/:agencyId/customer/:customerId/site/:id',
      'POST /api/agency/:agencyId/customer/:customerId/fetch/allEvents',
      'GET /api/agency/:agencyId/customer/:customerId/event/:id',
      'POST /api/agency/:agencyId/customer/:customerId/fetch/customer-requests',
      'POST /api/agency/:agencyId/customer/:customerId/fetch/invoices',
      'GET /api/agency/:agencyId/customer/:customerId/invoice/:id',
      'GET /api/agency/:agencyId/customer/:customerId/agency-reports',
    ]) {
      expect(seen, read).toContain(read);
    }
  }, 180_000);

  it('is refused another customer’s ids and another agency’s, on every read of the customer path', async () => {
    const routes = t.app.routesList.filter(
      (r) => reads(r.method, r.url) && r.url.startsWith('/api/agency/:agencyId/customer/:customerId/'),
    );
    for (const route of routes) {
      const rest = route.url
        .slice('/api/agency/:agencyId/customer/:customerId'.length)
        .replace(/:[A-Za-z]+/g, h.site.id);
      const call = h.a.customerUser.api[route.method === 'GET' ? 'get' : 'post'];
      const other = await call(`${h.a.base}/customer/${h.other.customer.id}${rest}`);
      expect(other.statusCode, `${route.method} ${route.url} (other customer)`).toBe(404);
      const otherAgency = await call(`${h.b.base}/customer/${h.a.customer.id}${rest}`);
      expect(otherAgency.statusCode, `${route.method} ${route.url} (other agency)`).toBe(404);
    }
  }, 60_000);
});
