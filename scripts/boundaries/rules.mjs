// What may import what: ARCHITECTURE.md, « Boundaries ». Paths are repository-relative, with forward slashes.

const serverLayers = new Set(['db', 'files', 'http', 'jobs', 'mail', 'pdf', 'realtime']);
const webShared = new Set(['api', 'i18n', 'test', 'ui']);
/**
 * The domain's kernel: the generic pieces every feature area may use (places and distances, days and hours,
 * amounts of money, company and bank identifiers, errors, validation, paging, the API's route table). It imports no
 * feature area.
 */
export const domainKernel = new Set([
  'api',
  'errors',
  'geo',
  'identifiers',
  'money',
  'pagination',
  'time',
  'validation',
]);

/** Which unit of the tree a file belongs to: its side, its kind and its name. */
export function classify(path) {
  let m = /^packages\/domain\/src\/([^/]+)\//.exec(path);
  if (m) return { side: 'domain', kind: 'area', name: m[1] };
  if (path.startsWith('packages/domain/')) return { side: 'domain', kind: 'root', name: 'domain' };
  m = /^apps\/server\/src\/modules\/([^/]+)\//.exec(path);
  if (m) return { side: 'server', kind: 'module', name: m[1] };
  m = /^apps\/server\/src\/([^/]+)\//.exec(path);
  if (m) return { side: 'server', kind: serverLayers.has(m[1]) ? 'layer' : 'composition', name: m[1] };
  if (path.startsWith('apps/server/src/')) return { side: 'server', kind: 'composition', name: path.slice(16) };
  // The server's tooling beside its sources (build.ts, the bundle that `npm start` runs; drizzle.config.ts).
  if (path.startsWith('apps/server/')) return { side: 'server', kind: 'tooling', name: path.slice(12) };
  m = /^apps\/web\/src\/features\/([^/]+)\//.exec(path);
  if (m) return { side: 'web', kind: 'feature', name: m[1] };
  m = /^apps\/web\/src\/([^/]+)\//.exec(path);
  if (m) return { side: 'web', kind: webShared.has(m[1]) ? 'shared' : m[1], name: m[1] };
  if (path.startsWith('apps/web/')) return { side: 'web', kind: 'app', name: 'app' };
  return { side: 'other', kind: 'other', name: path };
}

/** The public file of a server module: the only file of it that another module or the app may import. */
export const isModulePublicFile = (path) => /^apps\/server\/src\/modules\/[^/]+\/public\.ts$/.test(path);

/** The public file of a web feature: the only file of it that another feature may import. */
export const isFeaturePublicFile = (path) => /^apps\/web\/src\/features\/[^/]+\/public\.tsx?$/.test(path);

/** Why an import from one file to another crosses a boundary, or null when it may. */
export function crossing(from, fromPath, to, toPath) {
  if (from.side === 'domain') {
    if (to.side !== 'domain') return 'the domain imports nothing of the apps';
    if (from.kind === 'area' && domainKernel.has(from.name) && to.kind === 'area' && !domainKernel.has(to.name)) {
      return `the domain kernel (${from.name}/) imports the feature area ${to.name}/ (the kernel imports no feature)`;
    }
    return null;
  }
  if (from.side !== to.side && to.side !== 'domain') return `${from.side} imports ${to.side} code`;
  if (from.side === 'server') return serverCrossing(from, fromPath, to, toPath);
  if (from.side === 'web') return webCrossing(from, to, toPath);
  return null;
}

function serverCrossing(from, fromPath, to, toPath) {
  if (to.kind === 'tooling' && !(from.kind === 'composition' && from.name === 'testing')) {
    return `${fromPath} imports the server's tooling ${to.name} (only the tests' kit, testing/, starts the bundle)`;
  }
  if (to.kind === 'composition' && (toPath.endsWith('/app.ts') || toPath.endsWith('/main.ts'))) {
    if (from.kind === 'module' || from.kind === 'layer') return 'a module or layer never imports the app';
  }
  if (from.kind === 'layer' && toPath.startsWith('apps/server/src/modules/')) {
    return `the ${from.name}/ layer imports ${toPath.slice(16)} (layers import no module)`;
  }
  if (to.kind !== 'module' || (from.kind === 'module' && from.name === to.name)) return null;
  if (!isModulePublicFile(toPath)) {
    const where = from.kind === 'module' ? `modules/${from.name}` : fromPath;
    return `${where} reaches into modules/${to.name} (only its public.ts may be imported)`;
  }
  return null;
}

function webCrossing(from, to, toPath) {
  if (to.side === 'domain') return null;
  if (from.kind === 'feature') {
    if (to.kind === 'feature' && to.name !== from.name && !isFeaturePublicFile(toPath)) {
      return `features/${from.name} reaches into features/${to.name} (only its public.ts may be imported)`;
    }
    if (to.kind === 'app') return `features/${from.name} imports the app shell (app/)`;
    return null;
  }
  if (from.kind === 'shared' && to.kind === 'feature') return `${from.name}/ is shared and imports features/${to.name}`;
  // The test harness (test/) renders the app; the other shared folders sit below it.
  if (from.kind === 'shared' && to.kind === 'app' && from.name !== 'test') return `${from.name}/ imports the app shell`;
  return null;
}
