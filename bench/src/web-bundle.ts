// Web bundle figures, from the built app (npm run build first): the JavaScript a phone downloads before an agent's
// first screen, the field start page (`#/terrain`, where the root route sends an agent with nothing under way).
// That is the entry script of index.html, the chunks it imports statically, the service worker's registration
// script, and the chunks the start page loads at once (FIELD_START_LAZY below) with their static imports; the build's
// manifest (dist/.vite/manifest.json, build.manifest in apps/web/vite.config.ts) gives each chunk's imports.
// Issue target: 150 KB gzipped. Measured: 213 KiB gzipped, 182 KiB as sent (brotli 11); 346 and 297 when this measure
// first counted the start page's lazy chunks (it counted the entry alone before: 252 KiB gzipped). What is left:
// React DOM (65), MUI with its styling engine (44), zod (29: the answers read at start, /user, the planning settings
// and the agent's services, are checked), React Router (11), React Query (10), the shell and the start page.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { record } from './results.ts';

const dist = new URL('../../apps/web/dist/', import.meta.url).pathname;

/**
 * The modules an agent's field start page imports dynamically at once (their source path, as the manifest names
 * them): the root route asks the field feature whether a service or a round is under way (activeFieldHref), and the
 * page lists the agent's services to take (ServicesToTake). See apps/web/src/app/guards.tsx and pages.tsx.
 */
export const FIELD_START_LAZY = ['src/features/field/field-start.ts'];

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The chunk's file and those of every chunk it imports statically, transitively. */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string, seen: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`web-bundle: ${key} is not in the build manifest`);
  if (seen.has(chunk.file)) return;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
}

/** The built files (relative to dist) the field start page loads first. */
export function fieldStartFiles(): string[] {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error('web-bundle: no build manifest (build.manifest in vite.config)');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  staticClosure(manifest, 'index.html', files);
  for (const src of FIELD_START_LAZY) {
    // A module of re-exports only has no `src` in the manifest: its chunk is then known by the module's name.
    const name = path.basename(src).replace(/\.[^.]+$/, '');
    const key = manifest['index.html'].dynamicImports?.find(
      (k) => k === src || manifest[k]?.src === src || (!manifest[k]?.src && manifest[k]?.name === name),
    );
    // Not imported on demand by the entry any more: the list above is stale.
    if (!key) throw new Error(`web-bundle: the entry no longer imports ${src} on demand; update FIELD_START_LAZY`);
    staticClosure(manifest, key, files);
  }
  // The other scripts index.html names (the service worker's registration).
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  for (const match of html.matchAll(/<script[^>]*\ssrc="\.\/([^"]+\.js)"/g)) files.add(match[1]);
  return [...files].map((file) => path.join(dist, file));
}

export async function webBundleScenario(): Promise<void> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.log('(web-bundle: build the web app first, npm run build)');
    return;
  }
  const files = fieldStartFiles();
  const gzip = files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length, 0);
  // What the server really sends since the build compresses itself (brotli 11): the .br beside each script.
  const brotli = files.reduce((sum, file) => {
    const compressed = `${file}.br`;
    if (fs.existsSync(compressed)) return sum + fs.statSync(compressed).size;
    return sum + zlib.brotliCompressSync(fs.readFileSync(file)).length;
  }, 0);
  const raw = files.reduce((sum, file) => sum + fs.statSync(file).size, 0);
  record('web_initial_js_gzip', gzip / 1024, 'KiB');
  record('web_initial_js_brotli', brotli / 1024, 'KiB');
  record('web_initial_js_raw', raw / 1024, 'KiB');
  record('web_initial_js_files', files.length, 'files');
}
