// Web bundle figures, from the built app (npm run build first): the JavaScript a phone downloads before an agent's
// first screen, the field start page (`#/terrain`, where the root route sends an agent with nothing under way). The
// files are those of scripts/first-load.mjs (the entry of index.html and its static imports, the service worker's
// registration, and the chunks the start page loads at once), read from the build's manifest; a phone spec checks
// that a reload of the start page fetches exactly these (e2e/specs/first-load.mobile.spec.ts).
// Issue target: 150 KB gzipped. Measured: 122 KiB gzipped (124,700 bytes), 106 KiB as sent (brotli 11), and 2.2 KiB
// of CSS; 213 and 182 before the shell and the start page were drawn without MUI (about 44 KiB with emotion) and
// the answers read at start checked without zod (29); 346 and 297 when this measure first counted the start page's
// lazy chunks. What is left: React DOM (65), React Router (11), React Query (10), the shell and the start page.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { firstLoadFiles, firstLoadStyles } from '../../scripts/first-load.mjs';
import { record } from './results.ts';

const dist = new URL('../../apps/web/dist/', import.meta.url).pathname;

/** The built files (absolute paths) the field start page loads first. */
export function fieldStartFiles(): string[] {
  return firstLoadFiles(dist).map((file) => path.join(dist, file));
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

export async function webBundleScenario(): Promise<void> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.log('(web-bundle: build the web app first, npm run build)');
    return;
  }
  const files = fieldStartFiles();
  const gzip = files.reduce((sum, file) => sum + gzipSize(file), 0);
  // What the server really sends since the build compresses itself (brotli 11): the .br beside each script.
  const brotli = files.reduce((sum, file) => {
    const compressed = `${file}.br`;
    if (fs.existsSync(compressed)) return sum + fs.statSync(compressed).size;
    return sum + zlib.brotliCompressSync(fs.readFileSync(file)).length;
  }, 0);
  const raw = files.reduce((sum, file) => sum + fs.statSync(file).size, 0);
  const css = firstLoadStyles(dist).reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0);
  record('web_initial_js_gzip', gzip / 1024, 'KiB');
  record('web_initial_js_brotli', brotli / 1024, 'KiB');
  record('web_initial_js_raw', raw / 1024, 'KiB');
  record('web_initial_js_files', files.length, 'files');
  record('web_initial_css_gzip', css / 1024, 'KiB');
}
