import path from 'node:path';
import { FIELD_START_LAZY } from '../../scripts/first-load.mjs';

/**
 * The login page in two chunks (Rollup's manualChunks, with output.onlyExplicitManualChunks) instead of the ~55 small
 * ones the default splitting gives it: over HTTP/1.1 a browser opens 6 connections to the server, so a phone with a
 * 150 ms round trip fetched them 6 at a time, about 2 s of round trips before the form could be drawn.
 * - `mui-theme`: MUI's styling engine and the app's theme (ui/app-theme.tsx), what every screen drawn with MUI needs;
 * - `login`: the rest of what the login page imports statically (its MUI widgets, the form library and the checks).
 * Pages reaching these modules import the same chunks: most of what they hold is what any MUI form needs.
 * The first load of an agent's phone (main.tsx's static imports and the field start page's chunk, FIELD_START_LAZY)
 * is left out of both, so that a signed-in phone never downloads them before its first screen.
 */
export const LOGIN_ROOTS = {
  'mui-theme': ['src/ui/app-theme.tsx'],
  login: ['src/features/auth/login-page.tsx'],
} as const;

const FIRST_LOAD_ROOTS = ['src/main.tsx', ...FIELD_START_LAZY];

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
 * The manualChunks function for the web app, rooted at `appRoot` (apps/web): the chunk name of each module of the
 * groups above, undefined for every other module (left to Rollup's splitting).
 */
export function loginManualChunks(appRoot: string) {
  let assigned: Map<string, string> | null = null;
  const abs = (file: string) => path.join(appRoot, file);
  return (id: string, { getModuleInfo }: { getModuleInfo: GetModuleInfo }): string | undefined => {
    if (!assigned) {
      const groups = new Map<string, string>();
      const taken = staticClosure(FIRST_LOAD_ROOTS.map(abs), getModuleInfo);
      for (const [name, roots] of Object.entries(LOGIN_ROOTS)) {
        for (const module of staticClosure(roots.map(abs), getModuleInfo))
          if (!taken.has(module)) {
            groups.set(module, name);
            taken.add(module);
          }
      }
      assigned = groups;
    }
    return assigned.get(id);
  };
}
