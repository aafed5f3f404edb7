import fs from 'node:fs';
import { agencyRoutes } from '@securite/domain/api/agency-routes';
import { otherRoutes } from '@securite/domain/api/other-routes';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';

/**
 * The API's routes as the web's calls know them (packages/domain/src/api/agency-routes.ts and other-routes.ts, which types every path the web
 * calls): the same list as the app serves, or this test fails. `npm run api-routes` writes it from the app.
 */
const t = useTestApp();
const tableFolder = new URL('../../../../packages/domain/src/api/', import.meta.url);

function servedRoutes(): string[] {
  const routes = t.app.routesList
    .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD')
    // A route that reads a query string is marked `?`: only those take one.
    .map((route) => `${route.method} ${route.url.slice(4)}${route.schema?.querystring ? '?' : ''}`);
  return [...new Set(routes)].sort();
}

const header = `// Written by \`npm run api-routes\` from the server's routes (apps/server/src/http/api-routes.test.ts checks it).
// METHOD and path under /api, a parameter as :name, \`?\` after a path that takes a query; api/paths.ts makes
// the types of the web's calls from them.
`;

/** The agency's routes (under /agency/:agencyId, given after it) in one file, the others in another. */
function tableSources(routes: string[]): { agency: string; other: string } {
  const prefix = '/agency/:agencyId';
  const list = (items: string[]) => items.map((route) => `  '${route}',\n`).join('');
  const agency = routes.filter((route) => route.split(' ')[1].startsWith(`${prefix}/`));
  const other = routes.filter((route) => !agency.includes(route));
  const relative = agency.map((route) => route.replace(` ${prefix}/`, ' /'));
  return {
    agency: `${header}export const agencyRoutes = [\n${list(relative)}] as const;\n`,
    other: `${header}export const otherRoutes = [\n${list(other)}] as const;\n`,
  };
}

/** The table as the server's list: the agency's routes under their prefix again. */
function tableRoutes(): string[] {
  const agency = agencyRoutes.map((route) => route.replace(' /', ' /agency/:agencyId/'));
  return [...agency, ...otherRoutes].sort();
}

describe('the API route table', () => {
  it('lists every route the server serves, and only those', () => {
    const served = servedRoutes();
    if (process.env.WRITE_API_ROUTES === '1') {
      const sources = tableSources(served);
      fs.writeFileSync(new URL('agency-routes.ts', tableFolder), sources.agency);
      fs.writeFileSync(new URL('other-routes.ts', tableFolder), sources.other);
      return;
    }
    expect(tableRoutes(), 'npm run api-routes réécrit la table des routes').toEqual(served);
  });
});
