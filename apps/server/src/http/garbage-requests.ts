/**
 * The malformed parts of a request the no-500 tests (garbage-kit.ts) send to every route: path parameters, query
 * strings and bodies (wrong JSON, wrong content types, prototype pollution, deep nesting, huge texts).
 */

export const badParams = [
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

export const badQueries = [
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
/** The names many bodies use, each with a value of a wrong type or out of range. */
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

export interface BadBody {
  payload?: string;
  contentType?: string;
  /**
   * Read by the body parsers all routes share, no further (unreadable JSON, prototype pollution, too deep, a content
   * type no route takes, a huge unknown field); the others parse, and reach each route's own schema.
   */
  parser?: true;
}
const json = (payload: string, parser?: true): BadBody => ({ payload, contentType: 'application/json', parser });
const other = (payload: string, contentType: string): BadBody => ({ payload, contentType, parser: true });

/** The body sent with the bad path parameters: every common field with a wrong value. */
export const wrongFieldsBody = json(JSON.stringify(wrongTypes));

export const badBodies: BadBody[] = [
  {},
  json('', true),
  json('{', true),
  json('[]'),
  json('null'),
  json('"chaîne"'),
  json('123'),
  json('{"__proto__":{"isAdmin":true}}', true),
  json('{"constructor":{"prototype":{"isAdmin":true}}}', true),
  json(deep, true),
  wrongFieldsBody,
  json(JSON.stringify({ username: '\u0000', password: '\u0000', refresh_token: '\u0000' })),
  // As large as a photo, in one field no schema names: the parser's load, the same whatever the route (each field's
  // own limit is probed by the field tests).
  json(JSON.stringify({ a: 'x'.repeat(2_000_000) }), true),
  other('{"a":1}', 'application/json; charset=utf-16'),
  other('bonjour', 'text/plain'),
  other('a=b&c[d]=e', 'application/x-www-form-urlencoded'),
  // Read by the upload route, refused by the parsers of the others.
  {
    payload: '--x\r\nContent-Disposition: form-data; name="f"\r\n\r\nv\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
  other('<a>b</a>', 'application/xml'),
  other('{"a":1}', ';;;'),
];

/** An SSE stream (kept open by the server: called over real HTTP, not through inject). */
export const isStream = (url: string) => url.endsWith('/stream');

export const jsonOf = (body: string) => {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
};
