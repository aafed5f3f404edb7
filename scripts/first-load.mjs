// The scripts a phone downloads before an agent's field start page (`#/terrain`, where the root route sends an agent
// with nothing under way) is usable, read from the build's manifest (dist/.vite/manifest.json, build.manifest in
// apps/web/vite.config.ts): the entry script of index.html with the chunks it imports statically, the service
// worker's registration script, and the chunks the start page loads at once (FIELD_START_LAZY) with their static
// imports. The bench weighs them (bench/src/web-bundle.ts); a phone spec checks that a reload of the start page
// fetches exactly these (e2e/specs/first-load.mobile.spec.ts).
import fs from 'node:fs';
import path from 'node:path';

/**
 * The modules an agent's field start page imports dynamically at once (their source path, as the manifest names
 * them): the root route asks the field feature whether a service or a round is under way (activeFieldHref), and the
 * page lists the agent's services to take (ServicesToTake). See apps/web/src/app/guards.tsx and pages.tsx.
 */
export const FIELD_START_LAZY = ['src/features/field/field-start.ts'];

/**
 * What the app fetches when the phone is idle, a few seconds after its first screen (app/providers.tsx,
 * PreloadWhenIdle): not waited for by the start page, but fetched before it on a very slow phone.
 */
export const IDLE_PRELOADS = [
  'src/ui/notices/notice-stack.tsx',
  'src/ui/dialogs/dialog-fallback.tsx',
  'src/ui/app-theme.tsx',
];

function readManifest(dist) {
  const file = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error('first-load: no build manifest (build.manifest in vite.config)');
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The manifest keys of the entry (index.html) and of every chunk it imports statically, transitively: the shell
 * (Rolldown puts main.tsx's code in a chunk of its own, apps/web/login-chunks.ts). Their on-demand imports are every
 * page of the app.
 */
export function shellKeys(manifest) {
  const keys = new Set();
  const reach = (key) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) reach(imported);
  };
  reach('index.html');
  return keys;
}

/** The chunk's file and those of every chunk it imports statically, transitively. */
function staticClosure(manifest, key, files) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`first-load: ${key} is not in the build manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
}

/**
 * The manifest key of a module loaded on demand. A chunk of several modules (a module of re-exports only, or a
 * group of login-chunks.ts) has no `src`: it is known by its name, and by a chunk importing it on demand.
 */
function dynamicKey(manifest, src) {
  const name = path.basename(src).replace(/\.[^.]+$/, '');
  const keys = Object.keys(manifest);
  const onDemand = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  return keys.find(
    (k) =>
      k === src ||
      manifest[k].src === src ||
      (!manifest[k].src && manifest[k].name === name && (manifest[k].isDynamicEntry || onDemand.has(k))),
  );
}

/** The built scripts (relative to dist, as `assets/….js`) the field start page loads first. */
export function firstLoadFiles(dist) {
  const manifest = readManifest(dist);
  const files = new Set();
  staticClosure(manifest, 'index.html', files);
  // What the entry's code imports on demand (the entry's own chunk, or the chunks it imports statically).
  const onDemand = new Set([...shellKeys(manifest)].flatMap((key) => manifest[key].dynamicImports ?? []));
  for (const src of FIELD_START_LAZY) {
    const key = dynamicKey(manifest, src);
    // Not imported on demand by the entry any more: the list above is stale.
    if (!key || !onDemand.has(key))
      throw new Error(`first-load: the entry no longer imports ${src} on demand; update FIELD_START_LAZY`);
    staticClosure(manifest, key, files);
  }
  // The other scripts index.html names (the service worker's registration).
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  for (const match of html.matchAll(/<script[^>]*\ssrc="\.\/([^"]+\.js)"/g)) files.add(match[1]);
  return [...files];
}

/** The scripts of the idle preloads (IDLE_PRELOADS) that are not in the first load. */
export function idlePreloadFiles(dist) {
  const manifest = readManifest(dist);
  const files = new Set();
  for (const src of IDLE_PRELOADS) {
    const key = dynamicKey(manifest, src);
    if (!key) throw new Error(`first-load: ${src} is not loaded on demand any more; update IDLE_PRELOADS`);
    staticClosure(manifest, key, files);
  }
  const first = new Set(firstLoadFiles(dist));
  return [...files].filter((file) => !first.has(file));
}

/** The style sheets of the first load (index.html's and those of the chunks above). */
export function firstLoadStyles(dist) {
  const manifest = readManifest(dist);
  const scripts = new Set(firstLoadFiles(dist));
  const styles = new Set();
  for (const chunk of Object.values(manifest))
    if (scripts.has(chunk.file)) for (const css of chunk.css ?? []) styles.add(css);
  return [...styles];
}
