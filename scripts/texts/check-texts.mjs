#!/usr/bin/env node
// The texts rule (rules.mjs) over the web's sources, run by `npm run lint`: a French text written inline in a
// component or a hook fails; it goes to its feature's texts.ts (ARCHITECTURE.md, « Les textes »).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exemptFile, uiTexts } from './rules.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const web = join(root, 'apps/web/src');

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

const checked = (path) => !exemptFile(relative(root, path));
const found = [...walk(web)]
  .filter(checked)
  .flatMap((path) => uiTexts(readFileSync(path, 'utf8')).map((text) => ({ ...text, file: relative(root, path) })));
if (found.length > 0) {
  console.error(
    `Textes : ${found.length} texte(s) écrit(s) dans le composant au lieu du texts.ts de sa fonctionnalité :\n  ${found
      .slice(0, Number(process.env.TEXTS_SHOW ?? 40))
      .map((t) => `${t.file}:${t.line}  ${JSON.stringify(t.value).slice(0, 80)}`)
      .join('\n  ')}`,
  );
  process.exit(1);
}
console.log('Textes : aucun texte écrit dans un composant, chacun est dans le texts.ts de sa fonctionnalité.');
