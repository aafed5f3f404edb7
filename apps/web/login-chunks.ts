import path from 'node:path';
import { FIELD_START_LAZY } from '../../scripts/first-load.mjs';

/**
 * The login page in two chunks (Rolldown's codeSplitting groups, taking only the modules named, not their
 * dependencies) instead of the ~55 small ones the default splitting gives it: over HTTP/1.1 a browser opens 6
 * connections to the server, so a phone with a 150 ms round trip fetched them 6 at a time, about 2 s of round trips
 * before the form could be drawn.
 * - `app-theme`: MUI's styling engine and the app's theme (ui/app-theme.tsx), what every screen drawn with MUI needs;
 * - `login-page`: the rest of what the login page imports statically (its MUI widgets and the form library).
 * Each is named after its root module: the build's manifest gives a chunk of several modules no `src`, and
 * scripts/first-load.mjs finds such a chunk by that name.
 * Pages reaching these modules import the same chunks: most of what they hold is what any MUI form needs.
 * The first load of an agent's phone (main.tsx's static imports and the field start page's chunk, FIELD_START_LAZY)
 * is left out of both, so that a signed-in phone never downloads them before its first screen.
 * loginPreload, below, has a device without a session fetch them beside the entry script.
 */
export const LOGIN_ROOTS = {
  'app-theme': ['src/ui/app-theme.tsx'],
  'login-page': ['src/features/session/login-page.tsx'],
} as const;

/**
 * The phone's first load in two chunks too: Rolldown gives the modules the entry shares with pages chunks of their
 * own (27 scripts before the start page; 6 with these groups); `shell` is what main.tsx imports statically,
 * `field-start` the rest of what the field start page imports (FIELD_START_LAZY).
 */
const FIRST_LOAD_GROUPS = { shell: ['src/main.tsx'], 'field-start': FIELD_START_LAZY } as const;

interface ModuleInfoLike {
  importedIds: readonly string[];
}
type GetModuleInfo = (id: string) => ModuleInfoLike | null;

/** The module and every module it imports statically, transitively. */
function staticClosure(roots: string[], getModuleInfo: GetModuleInfo, into = new Set<string>()): Set<string> {
  const todo = [...roots];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (into.has(id)) continue;
    const info = getModuleInfo(id);
    if (!info) continue;
    into.add(id);
    todo.push(...info.importedIds);
  }
  return into;
}

/**
 * The chunk-naming function of the web app's one codeSplitting group, rooted at `appRoot` (apps/web): the chunk name
 * of each module of the groups above, null for every other module (left to Rolldown's splitting).
 */
export function chunkGroups(appRoot: string) {
  let assigned: Map<string, string> | null = null;
  const abs = (file: string) => path.join(appRoot, file);
  return (id: string, context: { getModuleInfo: GetModuleInfo }): string | null => {
    if (!assigned) {
      // A method of the bundler's context: called on it.
      const getModuleInfo: GetModuleInfo = (module) => context.getModuleInfo(module);
      const groups = new Map<string, string>();
      const taken = new Set<string>();
      for (const [name, roots] of Object.entries({ ...FIRST_LOAD_GROUPS, ...LOGIN_ROOTS })) {
        for (const module of staticClosure(roots.map(abs), getModuleInfo))
          if (!taken.has(module)) {
            groups.set(module, name);
            taken.add(module);
          }
      }
      assigned = groups;
    }
    return assigned.get(id) ?? null;
  };
}

interface OutputChunkLike {
  type: 'chunk' | 'asset';
  name: string;
  fileName: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The script that preloads the login page's chunks when this device holds no session (see loginPreload), written
 * small: a signed-in phone downloads it too. The session is the token store's pair (src/api/token-store.ts); a
 * contract's signer (#/signature/…) has none and opens another page.
 */
export function loginPreloadSource(files: string[]): string {
  return (
    '(function(){try{if(localStorage.getItem("securite.token")&&localStorage.getItem("securite.refreshToken"))' +
    'return}catch(e){}if(location.hash.indexOf("#/signature/")===0)return;' +
    `${JSON.stringify(files)}.forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";` +
    'l.crossOrigin="";l.href="./"+f;document.head.appendChild(l)})})();\n'
  );
}

/**
 * A Vite plugin: index.html gets an async script (assets/login-preload-….js) that, on a device without a session,
 * adds modulepreload links for the login page's chunks and what they import, so that a phone downloads them while
 * it downloads and runs the entry script (one round trip and the entry's run saved, about 0.3 s on slow 4G).
 * A signed-in phone fetches only this small script and preloads nothing.
 */
export function loginPreload() {
  let fileName: string | null = null;
  return {
    name: 'securite:login-preload',
    apply: 'build' as const,
    generateBundle(
      this: {
        emitFile(file: { type: 'asset'; name: string; source: string }): string;
        getFileName(id: string): string;
      },
      _options: unknown,
      bundle: Record<string, OutputChunkLike>,
    ) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (files: string[], into = new Set<string>()) => {
        for (const file of files)
          if (!into.has(file) && byFile.has(file)) {
            into.add(file);
            closure(byFile.get(file)?.imports ?? [], into);
          }
        return into;
      };
      const loaded = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const roots = chunks.filter((c) => !c.isEntry && c.name in LOGIN_ROOTS).map((c) => c.fileName);
      if (roots.length !== Object.keys(LOGIN_ROOTS).length)
        throw new Error('login-preload: the login chunks are missing');
      const files = [...closure(roots)].filter((file) => !loaded.has(file)).sort();
      const ref = this.emitFile({ type: 'asset', name: 'login-preload.js', source: loginPreloadSource(files) });
      fileName = this.getFileName(ref);
    },
    transformIndexHtml: {
      order: 'post' as const,
      handler: () =>
        fileName ? [{ tag: 'script', attrs: { src: `./${fileName}`, async: true }, injectTo: 'head' as const }] : [],
    },
  };
}
