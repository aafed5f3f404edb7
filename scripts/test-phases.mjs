#!/usr/bin/env node
// `npm test`: the phases one after the other (install, typecheck, lint, unit, build, e2e), stopping at the first that
// fails, then a table of each phase's seconds. The table is also written to `.tmp/test-phases.json` for `.ci/run`,
// which adds its PostgreSQL pass to it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const phases = [
  ['install', 'npm', ['install', '--no-audit', '--no-fund']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit', 'npm', ['run', 'test:unit']],
  ['build', 'npm', ['run', 'build']],
  ['e2e', 'npm', ['test', '-w', '@securite/e2e']],
];

const timings = [];
let failed = null;
for (const [name, command, args] of phases) {
  const start = process.hrtime.bigint();
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  timings.push({ phase: name, seconds: Math.round(seconds), ok: result.status === 0 });
  if (result.status !== 0) {
    failed = name;
    break;
  }
}

function printTable(rows) {
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  console.log('\n| phase | secondes | résultat |\n| --- | ---: | --- |');
  for (const row of rows) console.log(`| ${row.phase} | ${row.seconds} | ${row.ok ? 'ok' : 'ÉCHEC'} |`);
  console.log(`| total | ${total} | |`);
}

printTable(timings);
mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/test-phases.json', JSON.stringify(timings));
if (failed) {
  console.error(`Phase en échec : ${failed}`);
  process.exit(1);
}
