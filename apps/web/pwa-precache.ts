import fs from 'node:fs';
import path from 'node:path';
import { shellKeys } from '../../scripts/first-load.mjs';

/**
 * What the service worker precaches: the field app and what a phone needs offline, not the back office. The rest
 * is cached the first time it is loaded (the runtime `assets` cache of vite.config.ts), so a back-office page opened
 * once opens again offline, and a phone's first visit downloads the field app only.
 *
 * Read from the build's manifest (dist/.vite/manifest.json): the shell (index.html's static imports and the other
 * scripts it names), the app's and the shared code's own chunks with their static imports (the pages' frame, the
 * theme and widgets, the dialogs' host), and every chunk the field pages reach, statically or on demand.
 */
export const FIELD_SOURCES = [
  'src/features/field/',
  'src/features/planning/my-planning/',
  'src/features/agent-requests/',
  'src/features/information-notes/',
  'src/features/agents/directory/',
  'src/features/agents/badge/',
  'src/features/sites/',
  'src/features/events/',
];
const SHARED_SOURCES = ['src/app/', 'src/ui/', 'src/shared/', 'src/api/', 'src/i18n/'];

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
}

/** The files (relative to dist) the service worker precaches; null without a manifest (then it precaches all). */
export function fieldPrecacheFiles(dist: string): Set<string> | null {
  const file = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(file)) return null;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  // The entry's chunk and those it imports statically: their on-demand imports are every page of the app.
  const shell = shellKeys(manifest);
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, dynamic: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(`${key}|${dynamic}`)) return;
    seen.add(`${key}|${dynamic}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const asset of chunk.assets ?? []) files.add(asset);
    for (const imported of chunk.imports ?? []) visit(imported, dynamic && !shell.has(imported));
    // A field chunk importing the shell's code needs that code, not the back office's pages.
    if (dynamic && !shell.has(key)) for (const imported of chunk.dynamicImports ?? []) visit(imported, true);
  };
  visit('index.html', false);
  // The other scripts index.html names (the login page's preload, login-chunks.ts): the page offline asks for them.
  const html = path.join(dist, 'index.html');
  if (fs.existsSync(html))
    for (const match of fs.readFileSync(html, 'utf8').matchAll(/<script[^>]*\ssrc="\.\/(assets\/[^"]+\.js)"/g))
      files.add(match[1]);
  for (const [key, chunk] of Object.entries(manifest)) {
    const src = chunk.src ?? key;
    if (FIELD_SOURCES.some((dir) => src.startsWith(dir))) visit(key, true);
    else if (SHARED_SOURCES.some((dir) => src.startsWith(dir))) visit(key, false);
  }
  return files;
}
