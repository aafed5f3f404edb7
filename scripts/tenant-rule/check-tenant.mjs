#!/usr/bin/env node
// The tenant rule (rules.mjs) over the server's sources, run by `npm run lint`: every query of a tenant table names
// its agency through apps/server/src/db/tenant.ts, or says why it reads every agency; every write does. The reads
// written before the rule, whose agency comes from a row or a `where` built elsewhere, are counted in
// unscoped-queries.json: a new one fails, and so does a list that no longer matches (`--write` rewrites it once some
// are fixed), so it only shrinks.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareWithKnown, countByFile, exportedScopingNames, tenantTables, unscopedQueries } from './rules.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const server = join(root, 'apps/server/src');
const knownPath = join(here, 'unscoped-queries.json');

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/**
 * Tests and their helpers (testing/) build their own rows, the schema and the migrations define the tables, the seed
 * (seed/) writes the demo agency it has just created: none of them serves a request.
 */
const skipped = ['db', 'testing', 'seed'].map((dir) => join(server, dir));
const checked = (path) => !/\.test\.ts$/.test(path) && !skipped.some((dir) => path.startsWith(`${dir}/`));

const tables = tenantTables([...walk(join(server, 'db/schema'))].map((path) => readFileSync(path, 'utf8')));
const files = [...walk(server)].filter(checked).map((path) => ({ path, source: readFileSync(path, 'utf8') }));
// The functions a module exports that build the filter (`visibleDocuments(tenant, family)`) count where they are used.
const known = exportedScopingNames(
  files.map((file) => file.source),
  tables,
);
const found = files.flatMap(({ path, source }) =>
  unscopedQueries(source, tables, known).map((query) => ({ ...query, file: relative(root, path) })),
);
// Every write names its agency: only older reads and joins may stay in the list.
const writes = found.filter((q) => q.method === 'update' || q.method === 'delete');
const counts = countByFile(found.filter((q) => !writes.includes(q)));
if (process.argv.includes('--write')) {
  writeFileSync(knownPath, `${JSON.stringify(counts, null, 2)}\n`);
  console.log(`unscoped-queries.json : ${found.length} requête(s) d'avant la règle.`);
  process.exit(0);
}
const compared = compareWithKnown(counts, JSON.parse(readFileSync(knownPath, 'utf8')));
const added = [...compared.added, ...writes.map((q) => ({ file: q.file, key: `${q.method}(${q.table})` }))];
const { gone } = compared;
if (added.length > 0)
  console.error(
    `Règle des agences : requête(s) sur une table d'agence sans inAgency / inAgencies (apps/server/src/db/tenant.ts) ` +
      `ni commentaire « every agency: <raison> » :\n  ${found
        .filter((q) => added.some((a) => a.file === q.file && a.key === `${q.method}(${q.table})`))
        .map((q) => `${q.file}:${q.line}  ${q.method}(${q.table})`)
        .join('\n  ')}`,
  );
if (gone.length > 0)
  console.error(
    `Règle des agences : ${gone.length} requête(s) de scripts/tenant-rule/unscoped-queries.json nomment leur agence ` +
      `désormais ; mettez la liste à jour : node scripts/tenant-rule/check-tenant.mjs --write\n  ${gone
        .map((g) => `${g.file}  ${g.key}`)
        .join('\n  ')}`,
  );
if (added.length > 0 || gone.length > 0) process.exit(1);
console.log(
  `Règle des agences : ${tables.size} tables d'agence ; ${found.length} requête(s) d'avant la règle restent à reprendre.`,
);
