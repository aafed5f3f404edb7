import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAgencyWithPeople, buildUser } from '../testing/factories.ts';
import { sessionOf } from '../testing/route-records.ts';
import { type TestApp, useTestApp } from '../testing/test-app.ts';
import {
  bodyWith,
  enumParams,
  errorKeyOf,
  isFrenchText,
  probeValues,
  queryWith,
  requestFields,
  tooLongText,
  typedFields,
  withValue,
  wrongValues,
} from './garbage-fields.ts';
import {
  type BadBody,
  badBodies,
  badParams,
  badQueries,
  isStream,
  jsonOf,
  wrongFieldsBody,
} from './garbage-requests.ts';
import type { RouteEntry } from './route-list.ts';
import { validValue } from './valid-bodies.ts';

/**
 * No request, however malformed, gets a 500 (ARCHITECTURE: API conventions). Every registered route is sent
 * garbage path params, bodies, content types and query strings (garbage-requests.ts), with no token, a token from
 * another agency, a member's token and an admin token; then each field of its body and query schemas a value it
 * must refuse, in French, naming the field. The routes are shared among a few test files (shards) so that the test
 * workers fuzz them side by side; a new route is fuzzed the day it is registered, with nothing to add here.
 */
export function fuzzRoutes(shard: number, shards: number): void {
  const t = useTestApp();
  const garbage = createGarbage(t, shard, shards);
  beforeAll(() => garbage.seed());

  describe('no 500, whatever the request', () => {
    it('answers every route below 500, with the JSON error shape', async () => {
      const { failures, count } = await garbage.everyRoute();
      expect(count).toBeGreaterThan(10);
      expect(failures).toEqual([]);
    }, 300_000);

    // Each text, day or instant field of every body and query schema, alone in the request, with a NUL byte or the
    // years 0001, 9999 and 0800, and each field of every body with a value of another type (a number for a text, a
    // list for an object, null) or a text far over any limit: the schema refuses it (400 naming the field, in French),
    // the database never sees it.
    it('refuses a NUL byte, the years 0001, 9999 and 0800, a wrong type or a huge text in every field', async () => {
      const { failures, count } = await garbage.everyField();
      // Both shards probe hundreds of fields (the dates of the exports, the services, the agents…).
      expect(count).toBeGreaterThan(300);
      expect(failures).toEqual([]);
    }, 300_000);

    it.runIf(shard === 0)('answers the SSE streams below 500 too (over real HTTP)', async () => {
      const { failures, count } = await garbage.streams();
      expect(count).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    });

    it.runIf(shard === 0)('answers unknown API paths with the JSON 404', async () => {
      const response = await t.app.inject({ method: 'PATCH', url: '/api/nothing/here' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    });
  });
}

/** A request to send and what it is, for the failure's line. */
interface Probe {
  where: string;
  options: InjectOptions;
}

/** Who reads a part of a request: the route itself, or code all routes share (router, guard, body parsers). */
type Reader = 'route' | 'shared';
/** The caller a route lets through is sent one shared part in this many, different ones on each route. */
const SHARED_STRIDE = 6;

/** How many requests are in flight at once: enough to overlap the awaits, few enough to keep failures readable. */
const WIDTH = 8;

/** Sends the requests a few at a time, each answer checked as it comes. */
async function inChunks<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += WIDTH) {
    await Promise.all(items.slice(start, start + WIDTH).map(run));
  }
}

/** The checks of fuzzRoutes over the routes of one shard, each answering its failures and how many it sent. */
export function createGarbage(t: TestApp, shard: number, shards: number) {
  let ids: Record<string, string>;
  let tokens: Array<[label: string, token: string | null]>;
  let member: string;
  let admin: string;
  let baseUrl: string;

  async function seed() {
    const a = await buildAgencyWithPeople(t.database.db);
    const b = await buildAgencyWithPeople(t.database.db);
    const platformAdmin = await buildUser(t.database.db, { isAdmin: true });
    ids = { agencyId: a.agency.id, customerId: a.customer.id, agentId: a.agent.membership.id };
    member = await sessionOf(t.app, a.owner.user.id);
    admin = await sessionOf(t.app, platformAdmin.id);
    tokens = [
      ['none', null],
      ['other agency', await sessionOf(t.app, b.owner.user.id)],
      ['member', member],
      ['admin', admin],
    ];
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }

  // HEAD runs the GET route's handler (Fastify's exposeHeadRoutes) and answers its status: GET is enough.
  const routes = () =>
    t.app.routesList
      .filter((r) => r.url.startsWith('/api/') && !isStream(r.url) && r.method !== 'HEAD')
      .filter((_, index) => index % shards === shard);

  function fill(url: string, override?: string, words: Record<string, string> = {}): string {
    return url
      .replace(/\*$/, override === undefined ? 'index.html' : encodeURIComponent(override))
      .replace(/:([A-Za-z]+)/g, (_, name: string) =>
        encodeURIComponent(override ?? words[name] ?? ids[name] ?? '3f1c2b1e-0000-4000-8000-000000000001'),
      );
  }

  function request(route: RouteEntry, url: string, token: string | null, body: BadBody): InjectOptions {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const options: InjectOptions = { method: route.method as InjectOptions['method'], url, headers };
    if (body.payload !== undefined) {
      options.payload = body.payload;
      headers['content-type'] = body.contentType ?? 'application/json';
    }
    return options;
  }

  /**
   * Every route with bad path parameters, bad query strings and bad bodies (badParts). The caller the route lets
   * through (its owner; an admin on a platform route; anyone on a public one) is sent each part the route itself reads,
   * and the parts only code shared by all routes reads (the router, the guard, the body parsers) in turn along the
   * routes; each caller the guard refuses, before any body is read, one part, the next along the routes. So each part
   * reaches each route as far as the route reads it, and every caller sends every part to a dozen routes or more.
   */
  async function everyRoute() {
    const probes: Probe[] = [];
    for (const [index, route] of routes().entries()) {
      const through = route.config.public ? 'none' : route.config.platform ? 'admin' : 'member';
      const parts = badParts(route);
      for (const [turn, [label, token]] of tokens.entries()) {
        // A refused caller's one part of this route: the next one along the routes, each caller from its own start.
        const refusedPart = (index + turn * 11) % parts.length;
        for (const [i, part] of parts.entries()) {
          const sent =
            label === through ? part.readBy === 'route' || (i + index) % SHARED_STRIDE === 0 : i === refusedPart;
          if (!sent) continue;
          probes.push({ where: `${label}, ${part.label}`, options: request(route, part.url, token, part.body) });
        }
      }
    }
    const failures: string[] = [];
    await inChunks(probes, async ({ where, options }) => {
      const response = await t.app.inject(options);
      const at = `${options.method} ${String(options.url).slice(0, 120)} [${where}]`;
      if (response.statusCode >= 500) {
        failures.push(`${at} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        return;
      }
      // HTML pages (API docs, development mail viewer) answer HTML errors.
      if (response.statusCode < 400 || /html/.test(String(response.headers['content-type']))) return;
      const json = jsonOf(response.body);
      if (typeof json?.code !== 'string' || typeof json?.message !== 'string') {
        failures.push(`${at} → ${response.statusCode} without {code, message}: ${response.body.slice(0, 120)}`);
      } else if (!isFrenchText(json.message)) {
        failures.push(`${at} → ${response.statusCode} not in French: ${response.body.slice(0, 120)}`);
      }
    });
    // A call that ended a caller's session would have left the parts sent after it unread by the routes.
    for (const [label, token] of tokens) {
      if (!token) continue;
      const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });
      if (me.statusCode !== 200) failures.push(`the ${label} caller's session ended during the test: ${me.statusCode}`);
    }
    return { failures, count: probes.length };
  }

  const validBodies = new Map<RouteEntry, BadBody>();
  /** A valid body for the route (none for a bodyless one), so that what is tested with it is the only fault. */
  function validBody(route: RouteEntry): BadBody {
    if (!validBodies.has(route)) {
      const value = route.schema?.body ? validValue(route.schema.body, () => undefined) : null;
      const body: BadBody = value === null ? {} : { payload: JSON.stringify(value), contentType: 'application/json' };
      validBodies.set(route, body);
    }
    return validBodies.get(route) as BadBody;
  }

  /**
   * The bad parts of a request to the route, each with what reads it:
   * - each bad value in its last path parameter, the others valid: the route's (its params schema, its handler), or
   *   the guard's when that parameter is the agency or its customer or agent scope;
   * - each bad query string: the route's when it has a query schema (handlers read only that), else the router's;
   * - each bad body: the route's when it parses (its body schema), else a body parser's; Fastify never reads the body
   *   of a GET: one is sent, to show it is ignored.
   * A bad parameter goes with a valid body, so that the route's handler does read it when its schema lets it by.
   */
  function badParts(route: RouteEntry): Array<{ label: string; url: string; body: BadBody; readBy: Reader }> {
    const parts: Array<{ label: string; url: string; body: BadBody; readBy: Reader }> = [];
    const valid = validBody(route);
    const words = enumParams(route.schema?.params);
    const filled = (url: string) => fill(url, undefined, words);
    const last = route.url.endsWith('*') ? '*' : route.url.match(/:[A-Za-z]+(?!.*:[A-Za-z])/)?.[0];
    if (last) {
      const index = route.url.lastIndexOf(last);
      const prefix = route.url.slice(0, index + last.length);
      const guarded = /^\/api\/agency\/:agencyId(\/(customer|agent)\/:[A-Za-z]+)?$/.test(prefix);
      for (const param of badParams) {
        const url =
          filled(route.url.slice(0, index)) + encodeURIComponent(param) + filled(route.url.slice(index + last.length));
        parts.push({ label: `param ${param.slice(0, 20)}`, url, body: valid, readBy: guarded ? 'shared' : 'route' });
      }
    }
    for (const [i, query] of badQueries.entries()) {
      const readBy = route.schema?.querystring ? 'route' : 'shared';
      // No route takes both a query and a body schema: without a body, nothing is written with an ignored query.
      parts.push({ label: `query ${i}`, url: filled(route.url) + query, body: {}, readBy });
    }
    for (const [i, body] of badBodies.entries()) {
      if (route.method === 'GET' && body !== wrongFieldsBody) continue;
      const readBy = body.parser || route.method === 'GET' ? 'shared' : 'route';
      parts.push({ label: `body ${i}`, url: filled(route.url), body, readBy });
    }
    return parts;
  }

  /** Each field of every body and query schema, sent a value it must refuse (400 naming it, in French). */
  async function everyField() {
    const probes: Array<Probe & { path: string[]; value: unknown }> = [];
    // A schema shared by several routes (the agency's, the customer's and the agent's copy of a route) validates the
    // same way on each: its fields are probed once, through the first route using it.
    const probed = new Set<unknown>();
    const firstTime = (schema: unknown) => schema !== undefined && !probed.has(schema) && Boolean(probed.add(schema));
    for (const route of routes()) {
      const body = firstTime(route.schema?.body) ? route.schema?.body : undefined;
      const querystring = firstTime(route.schema?.querystring) ? route.schema?.querystring : undefined;
      if (!body && !querystring) continue;
      // A caller the route's guard lets through, so that the answer is the validation's.
      const token = route.config.platform || route.url.startsWith('/api/admin') ? admin : member;
      const headers = { authorization: `Bearer ${token}` };
      const method = route.method as InjectOptions['method'];
      const url = fill(route.url, undefined, enumParams(route.schema?.params));
      const where = `${route.method} ${route.url}`;
      const send = (path: string[], value: unknown, options: InjectOptions) =>
        probes.push({ where, path, value, options });
      for (const probe of requestFields(body)) {
        for (const value of probeValues[probe.kind]) {
          send(probe.path, value, { method, url, headers, payload: bodyWith(probe.path, value) as string });
        }
      }
      // The wrong types go into an otherwise valid body, so that the field's error is the only one (a missing
      // field that a union is told apart by would hide the others).
      const base = body ? validValue(body, () => undefined) : null;
      for (const field of typedFields(body)) {
        const huge = field.types.includes('string') ? [tooLongText(field)] : [];
        for (const value of [...wrongValues(field.types), ...huge]) {
          const payload = base === null ? bodyWith(field.path, value) : withValue(base, field.path, value);
          send(field.path, value, { method, url, headers, payload: payload as string });
        }
      }
      for (const probe of requestFields(querystring)) {
        for (const value of probeValues[probe.kind]) {
          const query = queryWith(probe.path, value);
          if (query) send(probe.path, value, { method, url: url + query, headers });
        }
      }
    }
    const failures: string[] = [];
    await inChunks(probes, async ({ where, path, value, options }) => {
      const response = await t.app.inject(options);
      // A text longer than the whole request may be (the base64 of a 10 MB file, one character too many, in two
      // bytes each) is refused before its field is read: 413 with the French message is the right answer then.
      const overLimit = typeof value === 'string' && Buffer.byteLength(value) > 1024 * 1024;
      if (overLimit && response.statusCode === 413 && isFrenchText(jsonOf(response.body)?.message)) return;
      const errors: Record<string, unknown> = response.statusCode === 400 ? (jsonOf(response.body)?.errors ?? {}) : {};
      const key = errorKeyFor(path, errors);
      if (response.statusCode !== 400 || key === null || !isFrenchText(errors[key])) {
        const shown = JSON.stringify(value)?.slice(0, 40);
        failures.push(`${where} ${errorKeyOf(path)}=${shown} → ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    });
    return { failures, count: probes.length };
  }

  /** A stream ticket for the token (a stream takes one, never the access token). */
  async function ticketFor(token: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stream-ticket',
      headers: { authorization: `Bearer ${token}` },
    });
    return response.statusCode === 200 ? encodeURIComponent(response.json().ticket) : 'garbage';
  }

  /** The SSE streams, over real HTTP (inject would wait for the end of a stream that never ends). */
  async function streams() {
    const failures: string[] = [];
    let count = 0;
    for (const route of t.app.routesList.filter((r) => isStream(r.url) && r.method === 'GET')) {
      for (const [label, token] of tokens) {
        for (const param of [undefined, ...badParams.slice(0, 4)]) {
          const query = token ? `?ticket=${await ticketFor(token)}` : '?ticket=%00';
          const controller = new AbortController();
          const response = await fetch(`${baseUrl}${fill(route.url, param)}${query}`, { signal: controller.signal });
          count++;
          if (response.status >= 500) failures.push(`${route.url} [${label}, ${param}] → ${response.status}`);
          controller.abort();
        }
      }
    }
    return { failures, count };
  }

  return { seed, everyRoute, everyField, streams };
}

/**
 * The error key naming the field: its own (« filters.from »), a list's or a union's holding it (« filters.status »
 * for filters.status.0), or one inside it (« ids.0 » when a single value is taken as a list of one); null if none.
 */
export function errorKeyFor(path: string[], errors: Record<string, unknown>): string | null {
  const own = errorKeyOf(path);
  for (let end = path.length; end > 0; end--) {
    const key = errorKeyOf(path.slice(0, end));
    if (key in errors) return key;
  }
  return Object.keys(errors).find((key) => key.startsWith(`${own}.`)) ?? null;
}
