// What may import what: ARCHITECTURE.md, « Boundaries ». Paths are repository-relative, with forward slashes.

const serverLayers = new Set(['db', 'files', 'http', 'jobs', 'mail', 'pdf', 'realtime']);
const webShared = new Set(['api', 'i18n', 'test', 'ui']);

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
  m = /^apps\/web\/src\/features\/([^/]+)\//.exec(path);
  if (m) return { side: 'web', kind: 'feature', name: m[1] };
  m = /^apps\/web\/src\/([^/]+)\//.exec(path);
  if (m) return { side: 'web', kind: webShared.has(m[1]) ? 'shared' : m[1], name: m[1] };
  if (path.startsWith('apps/web/')) return { side: 'web', kind: 'app', name: 'app' };
  return { side: 'other', kind: 'other', name: path };
}

/** The public file of a server module: the only file of it that another module or a layer may import. */
export const isModulePublicFile = (path) => /^apps\/server\/src\/modules\/[^/]+\/public\.ts$/.test(path);

/** Why an import from one file to another crosses a boundary, or null when it may. */
export function crossing(from, fromPath, to, toPath) {
  if (from.side === 'domain') {
    return to.side === 'domain' ? null : 'the domain imports nothing of the apps';
  }
  if (from.side !== to.side && to.side !== 'domain') return `${from.side} imports ${to.side} code`;
  if (from.side === 'server') return serverCrossing(from, fromPath, to, toPath);
  if (from.side === 'web') return webCrossing(from, to);
  return null;
}

function serverCrossing(from, fromPath, to, toPath) {
  if (to.kind === 'composition' && (toPath.endsWith('/app.ts') || toPath.endsWith('/main.ts'))) {
    if (from.kind === 'module' || from.kind === 'layer') return 'a module or layer never imports the app';
  }
  if (to.kind !== 'module' || (from.kind === 'module' && from.name === to.name)) return null;
  if (from.kind === 'layer') return `the ${from.name}/ layer imports a module (modules/${to.name})`;
  if (!isModulePublicFile(toPath)) {
    const where = from.kind === 'module' ? `modules/${from.name}` : fromPath;
    return `${where} reaches into modules/${to.name} (only its public.ts may be imported)`;
  }
  return null;
}

function webCrossing(from, to) {
  if (to.side === 'domain') return null;
  if (from.kind === 'feature') {
    if (to.kind === 'feature' && to.name !== from.name) return `features/${from.name} imports features/${to.name}`;
    if (to.kind === 'app') return `features/${from.name} imports the app shell (app/)`;
    return null;
  }
  if (from.kind === 'shared' && (to.kind === 'feature' || to.kind === 'app')) {
    return `${from.name}/ is shared and imports ${to.kind === 'feature' ? `features/${to.name}` : 'the app shell'}`;
  }
  return null;
}
