#!/usr/bin/env node
// The tenant rule (rules.mjs) over the server's sources, run by `npm run lint`: every query of a tenant table, read or
// write, names its agency through apps/server/src/db/tenant.ts (`inAgency`, `inAgencies`, or a function or constant
// built on them), or says in a comment why it reads every agency (`every agency: <why>`). There is no list of
// exceptions: one query that does neither fails the lint, with its file and line.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportedScopingNames, tenantTables, unscopedQueries } from './rules.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const server = join(root, 'apps/server/src');

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
if (found.length > 0) {
  console.error(
    `Règle des agences : ${found.length} requête(s) sur une table d'agence sans inAgency / inAgencies ` +
      `(apps/server/src/db/tenant.ts) ni commentaire « every agency: <raison> » :\n  ${found
        .map((q) => `${q.file}:${q.line}  ${q.method}(${q.table})`)
        .join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`Règle des agences : ${tables.size} tables d'agence ; chaque requête nomme son agence.`);
