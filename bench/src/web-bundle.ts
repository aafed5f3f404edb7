// Web bundle figures, from the built app (npm run build first): the JavaScript a phone downloads before the first
// screen, i.e. the entry script of index.html and the chunks it imports statically. Issue target for the field start
// page: 150 KB. Measured: 252 KiB gzipped, 213 KiB as sent (brotli 11); 327 KiB gzipped before the pages were loaded
// on demand. What is left is the shell and the field start page, React DOM, MUI, zod (responses are checked),
// i18next and the router.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { record } from './results.ts';

const dist = new URL('../../apps/web/dist/', import.meta.url).pathname;

/** The chunk and every chunk it imports statically (`import … from "./x.js"` or `import "./x.js"`). */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = fs.readFileSync(file, 'utf8');
  for (const match of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"'();]*?from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    staticClosure(path.join(path.dirname(file), match[1]), seen);
  }
  return seen;
}

export async function webBundleScenario(): Promise<void> {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) {
    console.log('(web-bundle: build the web app first, npm run build)');
    return;
  }
  const entry = fs.readFileSync(index, 'utf8').match(/<script type="module"[^>]*src="\.\/([^"]+)"/)?.[1];
  if (!entry) throw new Error('no module script in index.html');
  const files = [...staticClosure(path.join(dist, entry))];
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
