import type { HTTPMethods, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAgencyWithPeople, buildUser, loginAs } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import {
  bodyWith,
  enumParams,
  errorKeyOf,
  HUGE_TEXT,
  isFrenchText,
  probeValues,
  queryWith,
  requestFields,
  typedFields,
  withValue,
  wrongValues,
} from './garbage-fields.ts';
import { validValue } from './valid-bodies.ts';

/**
 * No request, however malformed, gets a 500 (ARCHITECTURE: API conventions). Every registered route is sent
 * garbage path params, bodies, content types and query strings, with no token, a token from another agency,
 * a member's token and an admin token. The routes are shared among a few test files (shards) so that the
 * test workers fuzz them side by side.
 */
export function fuzzRoutes(shard: number, shards: number): void {
  const t = useTestApp();

  let ids: Record<string, string>;
  let tokens: Array<[label: string, token: string | null]>;
  let baseUrl: string;

  beforeAll(async () => {
    const a = await buildAgencyWithPeople(t.database.db);
    const b = await buildAgencyWithPeople(t.database.db);
    const admin = await buildUser(t.database.db, { isAdmin: true });
    ids = { agencyId: a.agency.id, customerId: a.customer.id, agentId: a.agent.membership.id };
    tokens = [
      ['none', null],
      ['other agency', (await loginAs(t.app, b.owner.user.email)).token],
      ['member', (await loginAs(t.app, a.owner.user.email)).token],
      ['admin', (await loginAs(t.app, admin.email)).token],
    ];
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const badParams = [
    'not-a-uuid',
    "' OR 1=1; DROP TABLE users; --",
    '\u0000',
    '-1',
    '1e309',
    '💥éà',
    '../../etc/passwd',
    '00000000-0000-0000-0000-000000000000',
    'A'.repeat(499),
    'a'.repeat(700),
  ];

  const badQueries = [
    '',
    '?page=-1&limit=99999999999999999999',
    '?page[]=1&page[]=2&limit=NaN',
    '?access_token=garbage&agencyId=nope',
    `?action=${'x'.repeat(5000)}&page=1e3`,
    '?%zz=%&a=%00&__proto__[admin]=true',
    '?from=9999-12-31&to=0001-01-01&search=%00&period=month&view=sites',
    '?from=0800-06-15T08:00:00Z&to=0001-01-01T00:00:00Z&action=%00',
  ];

  const deep = `${'['.repeat(3000)}${']'.repeat(3000)}`;
  const wrongTypes = {
    username: 123,
    password: [],
    refresh_token: { a: 1 },
    message: '\u0000',
    userId: "1' or '1'='1",
    page: -1,
    limit: 1e308,
    customers: '3',
    agents: null,
    startAt: '2020-13-45T99:99:99Z',
    from: '9999-12-31',
    to: '0001-01-01T00:00:00Z',
    date: '0800-06-15',
    endAt: true,
    token: 'x'.repeat(100_000),
    id: '\u0000',
    email: '\u0000@test.local',
    firstname: '\u0000',
    data: { nested: { deeper: [1, 'two', null, { three: 3 }] } },
  };

  type Body = { payload?: string; contentType?: string };
  const badBodies: Body[] = [
    {},
    { payload: '', contentType: 'application/json' },
    { payload: '{', contentType: 'application/json' },
    { payload: '[]', contentType: 'application/json' },
    { payload: 'null', contentType: 'application/json' },
    { payload: '"chaîne"', contentType: 'application/json' },
    { payload: '123', contentType: 'application/json' },
    { payload: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
    { payload: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: 'application/json' },
    { payload: deep, contentType: 'application/json' },
    { payload: JSON.stringify(wrongTypes), contentType: 'application/json' },
    {
      payload: JSON.stringify({ username: '\u0000', password: '\u0000', refresh_token: '\u0000' }),
      contentType: 'application/json',
    },
    { payload: JSON.stringify({ a: 'x'.repeat(2_000_000) }), contentType: 'application/json' },
    { payload: '{"a":1}', contentType: 'application/json; charset=utf-16' },
    { payload: 'bonjour', contentType: 'text/plain' },
    { payload: 'a=b&c[d]=e', contentType: 'application/x-www-form-urlencoded' },
    {
      payload: '--x\r\nContent-Disposition: form-data; name="f"\r\n\r\nv\r\n--x--',
      contentType: 'multipart/form-data; boundary=x',
    },
    { payload: '<a>b</a>', contentType: 'application/xml' },
    { payload: '{"a":1}', contentType: ';;;' },
  ];

  function fill(url: string, override?: string, words: Record<string, string> = {}): string {
    return url
      .replace(/\*$/, override === undefined ? 'index.html' : encodeURIComponent(override))
      .replace(/:([A-Za-z]+)/g, (_, name: string) =>
        encodeURIComponent(override ?? words[name] ?? ids[name] ?? '3f1c2b1e-0000-4000-8000-000000000001'),
      );
  }

  const isStream = (url: string) => url.endsWith('/stream');
  const jsonOf = (body: string) => {
    try {
      return JSON.parse(body);
    } catch {
      return null;
    }
  };

  describe('no 500, whatever the request', () => {
    it('answers every route below 500, with the JSON error shape', async () => {
      const all = t.app.routesList.filter((r) => r.url.startsWith('/api/') && !isStream(r.url));
      expect(all.length).toBeGreaterThan(10);
      const routes = all.filter((_, index) => index % shards === shard);
      const failures: string[] = [];
      const check = async (method: HTTPMethods, url: string, token: string | null, body: Body, label: string) => {
        const options: InjectOptions = { method: method as InjectOptions['method'], url, headers: {} };
        if (token) options.headers = { authorization: `Bearer ${token}` };
        if (body.payload !== undefined) {
          options.payload = body.payload;
          options.headers = { ...options.headers, 'content-type': body.contentType ?? 'application/json' };
        }
        const response = await t.app.inject(options);
        const where = `${method} ${url.slice(0, 120)} [${label}]`;
        if (response.statusCode >= 500)
          failures.push(`${where} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        // HEAD answers carry no body; HTML pages (API docs, development mail viewer) answer HTML errors.
        else if (
          response.statusCode >= 400 &&
          method !== 'HEAD' &&
          !/html/.test(String(response.headers['content-type']))
        ) {
          const json = (() => {
            try {
              return response.json();
            } catch {
              return null;
            }
          })();
          if (typeof json?.code !== 'string' || typeof json?.message !== 'string') {
            failures.push(`${where} → ${response.statusCode} without {code, message}: ${response.body.slice(0, 120)}`);
          } else if (!isFrenchText(json.message)) {
            failures.push(`${where} → ${response.statusCode} not in French: ${response.body.slice(0, 120)}`);
          }
        }
      };
      for (const route of routes) {
        for (const [label, token] of tokens) {
          for (const param of route.url.includes(':') || route.url.endsWith('*') ? badParams : []) {
            await check(
              route.method,
              fill(route.url, param),
              token,
              badBodies[10],
              `${label}, param ${param.slice(0, 20)}`,
            );
          }
          for (const [i, query] of badQueries.entries()) {
            await check(
              route.method,
              fill(route.url) + query,
              token,
              badBodies[i % badBodies.length],
              `${label}, query ${i}`,
            );
          }
          for (const [i, body] of badBodies.entries()) {
            await check(route.method, fill(route.url), token, body, `${label}, body ${i}`);
          }
        }
      }
      expect(failures).toEqual([]);
    }, 300_000);

    // Each text, day or instant field of every body and query schema, alone in the request, with a NUL byte or the
    // years 0001, 9999 and 0800, and each field of every body with a value of another type (a number for a text, a
    // list for an object, null) or a text far over any limit: the schema refuses it (400 naming the field, in French),
    // the database never sees it.
    it('refuses a NUL byte, the years 0001, 9999 and 0800, a wrong type or a huge text in every field', async () => {
      const [, member] = tokens[2];
      const [, admin] = tokens[3];
      const routes = t.app.routesList.filter(
        (r, index) => r.url.startsWith('/api/') && !isStream(r.url) && r.method !== 'HEAD' && index % shards === shard,
      );
      const failures: string[] = [];
      let probed = 0;
      for (const route of routes) {
        const token = route.url.startsWith('/api/admin') ? admin : member;
        const headers = { authorization: `Bearer ${token}` };
        const url = fill(route.url, undefined, enumParams(route.schema?.params));
        const sends: Array<{ path: string[]; value: unknown; options: InjectOptions }> = [];
        for (const probe of requestFields(route.schema?.body)) {
          for (const value of probeValues[probe.kind]) {
            const payload = bodyWith(probe.path, value) as InjectOptions['payload'];
            sends.push({
              path: probe.path,
              value,
              options: { method: route.method, url, headers, payload },
            });
          }
        }
        // The wrong types go into an otherwise valid body, so that the field's error is the only one (a missing
        // field that a union is told apart by would hide the others).
        const base = route.schema?.body ? validValue(route.schema.body, () => undefined) : null;
        for (const field of typedFields(route.schema?.body)) {
          const huge = field.types.includes('string') ? [HUGE_TEXT] : [];
          for (const value of [...wrongValues(field.types), ...huge]) {
            const body = base === null ? bodyWith(field.path, value) : withValue(base, field.path, value);
            const payload = body as InjectOptions['payload'];
            sends.push({ path: field.path, value, options: { method: route.method, url, headers, payload } });
          }
        }
        for (const probe of requestFields(route.schema?.querystring)) {
          for (const value of probeValues[probe.kind]) {
            const query = queryWith(probe.path, value);
            if (query)
              sends.push({
                path: probe.path,
                value,
                options: { method: route.method, url: url + query, headers },
              });
          }
        }
        for (const { path, value, options } of sends) {
          const response = await t.app.inject(options as InjectOptions);
          probed++;
          const errors: Record<string, unknown> =
            response.statusCode === 400 ? (jsonOf(response.body)?.errors ?? {}) : {};
          // The field's own key, or a list's or a union's holding it (« filters.status » for filters.status.0).
          const key =
            [...path.keys()]
              .map((end) => errorKeyOf(path.slice(0, path.length - end)))
              .find((candidate) => candidate in errors) ?? errorKeyOf(path);
          if (response.statusCode !== 400 || !(key in errors) || !isFrenchText(errors[key])) {
            const shown = JSON.stringify(value)?.slice(0, 40);
            failures.push(
              `${route.method} ${route.url} ${key}=${shown} → ${response.statusCode} ${response.body.slice(0, 160)}`,
            );
          }
        }
      }
      // Both shards probe hundreds of fields (the dates of the exports, the services, the agents…).
      expect(probed).toBeGreaterThan(300);
      expect(failures).toEqual([]);
    }, 300_000);

    it.runIf(shard === 0)('answers the SSE streams below 500 too (over real HTTP)', async () => {
      const routes = t.app.routesList.filter((r) => isStream(r.url) && r.method === 'GET');
      expect(routes.length).toBeGreaterThan(0);
      const failures: string[] = [];
      for (const route of routes) {
        for (const [label, token] of tokens) {
          for (const param of [undefined, ...badParams.slice(0, 4)]) {
            const query = token ? `?access_token=${token}` : '?access_token=%00';
            const controller = new AbortController();
            const response = await fetch(`${baseUrl}${fill(route.url, param)}${query}`, { signal: controller.signal });
            if (response.status >= 500) failures.push(`${route.url} [${label}, ${param}] → ${response.status}`);
            controller.abort();
          }
        }
      }
      expect(failures).toEqual([]);
    });

    it.runIf(shard === 0)('answers unknown API paths with the JSON 404', async () => {
      const response = await t.app.inject({ method: 'PATCH', url: '/api/nothing/here' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    });
  });
}
