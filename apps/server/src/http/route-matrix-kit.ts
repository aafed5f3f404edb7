import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { buildMember, buildUser, loginAs } from '../testing/factories.ts';
import { idOfField, type SeededAgency, seedRecords, sessionOf } from '../testing/route-records.ts';
import { startFakeStripe } from '../testing/stripe-server.ts';
import { type TestApp, useTestApp } from '../testing/test-app.ts';
import {
  type Answer,
  describeAnswer,
  type Expectation,
  expectationOf,
  isFrenchError,
  isStream,
  isWrite,
  mainActor,
  mayWrite,
  verdict,
} from './route-expectations.ts';
import type { RouteEntry } from './route-list.ts';
import { type ParamFill, paramFills, routeExceptions } from './route-params.ts';
import { validValue } from './valid-bodies.ts';

/**
 * Every route of the server, as every role (ARCHITECTURE: « How a request flows »). The routes come from the app's
 * own route table, so a route added tomorrow is called the day it is added:
 *
 * - another agency's records answer 404, both ways: agency A's owner with B's ids in the path, B's owner with A's;
 * - each role gets the answer the rights table gives: anonymous 401, another agency's owner 404, the owner, support
 *   and admins through, a staff member without the route's right 403 naming it (config.rights), a role the route is
 *   not for 403 (config.members), a staff member holding one of the rights through; where the route checks rights
 *   itself, a 403 must name a real right in French, and holding that right must open it; the platform's
 *   administration (/api/admin) is its admins' (and its support's where it says so), everyone else refused 403;
 * - who a route is for finds the records it is called with (no 404): the owner, or the route's agent or customer,
 *   and the admins on the platform's administration;
 * - every answer is under 500, and every refusal is JSON with a French message.
 *
 * The requests are valid (bodies and queries made from the route's own schemas, with ids of the caller's records),
 * so the answer is the guard's or the handler's, not the validation's. Malformed requests are the garbage tests'
 * (garbage-kit.ts).
 *
 * A new route needs nothing here when its path parameters are known: each is filled from `paramRecords` in
 * route-params.ts (the end of the path → a kind of record) with a record seeded by a step of
 * testing/route-record-steps.ts. A route with an unknown parameter fails the first test, naming it: add the key to
 * `paramRecords` (and, for a new kind of record, its name to RecordKind and a step making it). A body field naming a
 * record goes to `idFields` (testing/route-records.ts). What the rules cannot fit goes to `routeExceptions`
 * (route-params.ts) with its reason: a public link's secret, a body the schema alone cannot give, a route answering
 * 404 to everyone in one scope, a platform record every agency reads.
 *
 * The app's payments go through a fake Stripe (testing/stripe-server.ts): an agency's cards and payment pages are
 * then records of its own, which another agency must not reach.
 */
export async function checkEveryRoute(shard: number, shards: number): Promise<void> {
  const stripe = await startFakeStripe();
  afterAll(() => stripe.close());
  const t = useTestApp({
    payments: {
      ...testConfig().payments,
      stripe: { secretKey: 'sk_test_local', webhookSecret: 'whsec_test_matrix', apiBase: stripe.apiBase },
    },
  });
  const matrix = createMatrix(t, shard, shards);
  beforeAll(() => matrix.seed(), 300_000);

  describe('every route, as every role', () => {
    it('knows how to call every route: a record for each path parameter, a valid request from its schema', () => {
      const { failures, count } = matrix.unknownRoutes();
      expect(count).toBeGreaterThan(20);
      expect(failures).toEqual([]);
    });

    it('answers 404 to another agency’s ids, both ways', async () => {
      const { failures, count } = await matrix.crossAgency();
      expect(count).toBeGreaterThan(20);
      expect(failures).toEqual([]);
    }, 300_000);

    it('answers each role as the rights table says, without changing anything', async () => {
      expect(await matrix.roles('read')).toEqual([]);
    }, 300_000);

    it('answers each role as the rights table says where it may change data', async () => {
      expect(await matrix.roles('write')).toEqual([]);
    }, 300_000);
  });
}

/** The checks of checkEveryRoute, over the routes of one shard, each answering its failures. */
export function createMatrix(t: TestApp, shard: number, shards: number) {
  let a: SeededAgency;
  let b: SeededAgency;
  const tokens = new Map<string, string | null>();
  const users = new Map<string, string>();
  const routes = () =>
    t.app.routesList
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .filter((_, index) => index % shards === shard);

  async function seed() {
    a = await seedRecords(t);
    b = await seedRecords(t);
    const admin = await buildUser(t.database.db, { isAdmin: true });
    const support = await buildUser(t.database.db, { isSupport: true });
    tokens.set('anonymous', null);
    tokens.set('owner', a.tokens.owner);
    tokens.set('staff', a.tokens.staff);
    tokens.set('agent', a.tokens.agent);
    tokens.set('customer', a.tokens.customer);
    tokens.set('outsider', b.tokens.owner);
    tokens.set('agent-b', b.tokens.agent);
    tokens.set('customer-b', b.tokens.customer);
    tokens.set('admin', (await loginAs(t.app, admin.email)).token);
    tokens.set('support', (await loginAs(t.app, support.email)).token);
    for (const [actor, userId] of [
      ['owner', a.people.owner.user.id],
      ['staff', a.people.staff.user.id],
      ['agent', a.people.agent.user.id],
      ['customer', a.people.customerUser.user.id],
      ['outsider', b.people.owner.user.id],
      ['agent-b', b.people.agent.user.id],
      ['customer-b', b.people.customerUser.user.id],
      ['admin', admin.id],
      ['support', support.id],
    ] as const) {
      users.set(actor, userId);
    }
  }

  /** A new session for the actor, whose own a call before may have ended (« Déconnecter », a password change). */
  async function renewSession(actor: string): Promise<string | null> {
    const userId = users.get(actor);
    if (!userId) return null;
    const token = await sessionOf(t.app, userId);
    tokens.set(actor, token);
    return token;
  }

  /** A staff member of A holding exactly this right, logged in once. */
  async function holderOf(right: string): Promise<string> {
    const key = `staff+${right}`;
    const known = tokens.get(key);
    if (known) return known;
    const member = await buildMember(t.database.db, a.people.agency.id, 'staff', { rights: [right] });
    users.set(key, member.user.id);
    return (await renewSession(key)) as string;
  }

  /** The route's path with each parameter filled from one agency, or from the other for the parameters named. */
  function pathOf(route: RouteEntry, fills: ParamFill[], side: SeededAgency, other: Record<string, SeededAgency> = {}) {
    let path = route.url;
    for (const fill of fills) {
      const value =
        'record' in fill ? (other[fill.name] ?? side).ids[fill.record] : 'words' in fill ? fill.words[0] : fill.fixed;
      path = path.replace(`:${fill.name}`, encodeURIComponent(value));
    }
    return path;
  }

  const bodies = new Map<string, unknown>();
  /** A valid body and query string for the route, with one agency's ids (made once per route and agency). */
  function requestOf(route: RouteEntry, side: SeededAgency): { body?: unknown; query: string } | null {
    const key = `${route.method} ${route.url} ${side === a ? 'a' : 'b'}`;
    if (!bodies.has(key)) {
      const idOf = idOfField(side.ids);
      const given = routeExceptions[`${route.method} ${route.url}`]?.body;
      const body = given ? given(side.ids) : route.schema?.body ? validValue(route.schema.body, idOf) : undefined;
      const query = route.schema?.querystring ? validValue(route.schema.querystring, idOf) : {};
      bodies.set(key, body === null || query === null ? null : { body, query: queryString(query) });
    }
    return bodies.get(key) as { body?: unknown; query: string } | null;
  }

  async function send(
    route: RouteEntry,
    actor: string,
    path: string,
    request: { body?: unknown; query: string },
  ): Promise<Answer> {
    const token = actor.startsWith('staff+') ? await holderOf(actor.slice(6)) : tokens.get(actor);
    const options: InjectOptions = {
      method: route.method as InjectOptions['method'],
      url: path + request.query,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    };
    if (request.body !== undefined) options.payload = request.body as InjectOptions['payload'];
    let response = await t.app.inject(options);
    // The actor's session may have been ended by a write called before: once more with a new one. A route that
    // refuses a live session still answers 401 then, and the verdict says so.
    if (response.statusCode === 401 && token && !route.config.public) {
      options.headers = { authorization: `Bearer ${await renewSession(actor)}` };
      response = await t.app.inject(options);
    }
    let json: { code?: string; message?: string; details?: { right?: string } } | null = null;
    try {
      json = response.json();
    } catch {
      json = null;
    }
    return { status: response.statusCode, json, body: response.body.slice(0, 200) };
  }

  const actors = ['anonymous', 'outsider', 'owner', 'staff', 'agent', 'customer', 'support', 'admin'];
  async function inParallel<T>(items: T[], width: number, run: (item: T) => Promise<void>) {
    const queue = [...items];
    await Promise.all(
      Array.from({ length: width }, async () => {
        for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
      }),
    );
  }

  type Prepared = { route: RouteEntry; fills: ParamFill[]; where: string };
  function prepared(failures: string[]): Prepared[] {
    const out: Prepared[] = [];
    for (const route of routes()) {
      const where = `${route.method} ${route.url}`;
      const result = paramFills(route);
      if ('missing' in result) failures.push(`no record for ${result.missing}: add it to paramRecords`);
      else if (requestOf(route, a) === null)
        failures.push(`${where}: no valid body or query from its schema: give one in routeExceptions`);
      else out.push({ route, fills: result.fills, where });
    }
    return out;
  }

  function unknownRoutes() {
    const failures: string[] = [];
    const count = prepared(failures).length;
    return { failures, count };
  }

  async function crossAgency() {
    const failures: string[] = [];
    let count = 0;
    await inParallel(prepared([]), 4, async ({ route, fills, where }) => {
      const { config } = route;
      if (config.public || config.platform || routeExceptions[where]?.everyAgency) return;
      if (fills.every((fill) => !('record' in fill))) return;
      for (const fill of fills) {
        if (!('record' in fill)) continue;
        for (const [side, other, actor] of [
          [a, b, mainActor(route, 'a')],
          [b, a, mainActor(route, 'b')],
        ] as const) {
          const path = pathOf(route, fills, side, { [fill.name]: other });
          const answer = await send(route, actor, path, requestOf(route, side) ?? { query: '' });
          count++;
          if (answer.status !== 404 || !isFrenchError(answer)) {
            failures.push(`${where} [${actor}, ${fill.name} of the other agency] → ${describeAnswer(answer)}`);
          }
        }
      }
      // That the same call with the caller's own records is no 404 (the records above were of the right kind) is
      // checked by roles(), which makes that very call.
    });
    return { failures, count };
  }

  /**
   * Each actor on each route: 'read' the calls that change nothing (reads, and refusals, which must come before
   * any change), 'write' those let through on a route that writes (deletions last, so that the other routes still
   * find the records they are called with).
   */
  async function roles(phase: 'read' | 'write') {
    const failures: string[] = [];
    const all = prepared([]).filter(({ route }) => phase === 'read' || (isWrite(route) && !isStream(route)));
    // Deletions after the other writes, then what changes the whole platform (its deletions last there too), the
    // maintenance window (which closes the API to everyone but admins) last of all.
    const rank = ({ route }: Prepared) => {
      if (route.url.includes('maintenance')) return 4;
      const deletes = route.method === 'DELETE' ? 1 : 0;
      return route.url.startsWith('/api/admin') ? 2 + deletes : deletes;
    };
    const ordered = [...all].sort((x, y) => rank(x) - rank(y));
    // The last rank alone, after every other call has been answered.
    const last = ordered.filter((item) => rank(item) === 4);
    // Writes one at a time: each finds the records as the one before left them.
    await inParallel(
      ordered.filter((item) => rank(item) < 4),
      phase === 'read' ? 4 : 1,
      check,
    );
    await inParallel(last, 1, check);
    return failures;

    async function check(item: Prepared) {
      const holders = (item.route.config.rights ?? []).map((right) => `staff+${right}`);
      for (const actor of [...actors, ...holders]) {
        const expectation = expectationOf(item.route, actor);
        if (mayWrite(item.route, expectation) !== (phase === 'write')) continue;
        if (isStream(item.route) && (expectation.kind === 'pass' || expectation.kind === 'free')) continue;
        await checkActor(item, actor, expectation, failures);
      }
    }
  }

  /** Calls the route as the actor and checks the answer; a 403 naming a right must open to a holder of it. */
  async function checkActor(item: Prepared, actor: string, expectation: Expectation, failures: string[]) {
    const { route, fills, where } = item;
    const request = requestOf(route, a) ?? { query: '' };
    const path = pathOf(route, fills, a);
    const answer = await send(route, actor, path, request);
    const wrong = verdict(expectation, answer);
    if (wrong) {
      failures.push(`${where} [${actor}] ${wrong}`);
      return;
    }
    // Who the route is for finds the records it is called with: a read, at any time; a write naming a record in
    // its path besides the agency and its customer or agent scope, before any deletion (a write naming none may
    // answer 404 for an id of its body, such as a service already started).
    const scope = ['agencyId', 'customerId', 'agentId'];
    const names = fills.some((fill) => 'record' in fill && !scope.includes(fill.name));
    const own =
      (names || !isWrite(route)) &&
      actor === mainActor(route, 'a') &&
      route.method !== 'DELETE' &&
      !route.config.public &&
      !routeExceptions[where]?.alwaysNotFound;
    if (own && answer.status === 404) failures.push(`${where} [${actor}, own records] → ${describeAnswer(answer)}`);
    const right = answer.status === 403 ? answer.json?.details?.right : undefined;
    if (expectation.kind === 'free' && actor === 'staff' && right) {
      const holder = await send(route, `staff+${right}`, path, request);
      if (holder.status === 403 && holder.json?.details?.right === right) {
        failures.push(`${where} [staff+${right}] still refused for « ${right} »: ${describeAnswer(holder)}`);
      }
    }
  }

  return { seed, unknownRoutes, crossAgency, roles };
}

/** A query string of the flat fields of a value (lists as repeated keys); objects inside are left out. */
function queryString(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, field] of Object.entries(value)) {
    for (const item of Array.isArray(field) ? field : [field]) {
      if (item === undefined || item === null || typeof item === 'object') continue;
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
