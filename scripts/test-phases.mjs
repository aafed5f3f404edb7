#!/usr/bin/env node
// `npm test`: the phases one after the other (install, typecheck, lint, unit, server, build, e2e), stopping at the
// first that fails, then a table of each phase's seconds and the ten slowest test files. The table is also written to
// `.tmp/test-phases.json` for `.ci/run`.
//
// The server suite runs once per database. Without TEST_DATABASE_URL (a machine without PostgreSQL) it runs whole on
// PGlite. With TEST_DATABASE_URL (`.ci/run` sets it when PostgreSQL is installed) it runs whole on that PostgreSQL
// server, and PGlite keeps the files that test the embedded database itself (below): nothing is run twice to no end.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { playwrightFileSeconds, slowest, vitestFileSeconds } from './slowest-files.mjs';

/**
 * PGlite's own suite when the rest runs on PostgreSQL: its recovery after a crash, the data folder's lock, the
 * embedded server process (migrations and demo seed on an empty folder; killed while phones sync), the job table's
 * locking, the gapless invoice numbering under concurrent requests and the migration that seals older event chains.
 */
const pgliteOwnFiles = [
  'src/db/',
  'src/main.test.ts',
  'src/crash-safety.test.ts',
  'src/jobs/queue.test.ts',
  'src/modules/billing/numbering.test.ts',
  'src/modules/events/seal-older-chains.test.ts',
];

const postgresUrl = process.env.TEST_DATABASE_URL;
const cores = availableParallelism();
// The suites' own processes never inherit a database URL by chance: each phase says which database it uses.
const { DATABASE_URL: _ignored, ...baseEnv } = process.env;
const report = (name) => resolve(`.tmp/report-${name}.json`);
const vitest = (name, args) => [
  'npx',
  ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report(name)}`],
];

// A fresh clone installs exactly the lock file (`npm ci`); a working copy only adds what is missing.
const install = existsSync('node_modules/.package-lock.json')
  ? ['npm', ['install', '--no-audit', '--no-fund']]
  : ['npm', ['ci', '--no-audit', '--no-fund']];

const phases = [
  { name: 'install', run: install },
  { name: 'typecheck', run: ['npm', ['run', 'typecheck']] },
  { name: 'lint', run: ['npm', ['run', 'lint']] },
  {
    name: 'unit',
    report: 'unit',
    run: vitest('unit', ['--project', 'scripts', '--project', 'domain', '--project', 'web', '--project', 'web-mocks']),
  },
  postgresUrl
    ? {
        name: 'server PostgreSQL',
        report: 'server-postgresql',
        run: vitest('server-postgresql', ['--project', 'server']),
        env: { DATABASE_URL: postgresUrl },
      }
    : { name: 'server PGlite', report: 'server-pglite', run: vitest('server-pglite', ['--project', 'server']) },
  ...(postgresUrl
    ? [
        {
          name: 'server PGlite (base embarquée)',
          report: 'server-pglite',
          run: vitest('server-pglite', ['--project', 'server', ...pgliteOwnFiles]),
        },
      ]
    : []),
  { name: 'build', run: ['npm', ['run', 'build']] },
  { name: 'e2e', report: 'e2e', run: ['npm', ['test', '-w', '@securite/e2e']], env: { E2E_JSON: report('e2e') } },
];

/**
 * CPU seconds used so far by the waited-for child processes (Linux: `/proc/self/stat`'s cutime and cstime, in clock
 * ticks of 1/100 s); null elsewhere. A phase's CPU against its wall time and the cores tells how busy it kept the
 * machine (PostgreSQL's own processes are not children and are not counted).
 */
function childCpuSeconds() {
  if (!existsSync('/proc/self/stat')) return null;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of the file, counted from the state (field 3) after the command's name.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

function runPhases() {
  mkdirSync('.tmp', { recursive: true });
  const timings = [];
  let failed = null;
  for (const phase of phases) {
    if (phase.report) rmSync(report(phase.report), { force: true });
    const [command, args] = phase.run;
    const start = process.hrtime.bigint();
    const cpuBefore = childCpuSeconds();
    const result = spawnSync(command, args, {
      stdio: 'inherit',
      shell: process.platform === 'win32',
      env: { ...baseEnv, ...phase.env },
    });
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const cpuAfter = childCpuSeconds();
    const cpu = cpuBefore === null || cpuAfter === null ? null : Math.round(cpuAfter - cpuBefore);
    timings.push({ phase: phase.name, seconds: Math.round(seconds), cpu, ok: result.status === 0 });
    if (result.status !== 0) {
      failed = phase.name;
      break;
    }
  }
  return { timings, failed };
}

/** Every test file's seconds from the reports the phases wrote, named by their suite. */
function fileSeconds() {
  const files = [];
  for (const phase of phases) {
    const path = phase.report && report(phase.report);
    if (!path || !existsSync(path)) continue;
    const parsed = JSON.parse(readFileSync(path, 'utf8'));
    const rows = phase.report === 'e2e' ? playwrightFileSeconds(parsed) : vitestFileSeconds(parsed);
    for (const row of rows) files.push({ ...row, file: `${row.file} (${phase.name})` });
  }
  return files;
}

function printTables(rows) {
  const slow = slowest(fileSeconds(), 10);
  if (slow.length > 0) {
    console.log('\nLes 10 fichiers de test les plus lents :\n| fichier | secondes |\n| --- | ---: |');
    for (const row of slow) console.log(`| ${row.file} | ${row.seconds.toFixed(1)} |`);
  }
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  // How busy the phase kept the cores: its CPU seconds over its seconds times the cores.
  const busy = (row) =>
    row.cpu === null || row.seconds === 0 ? '' : `${Math.round((100 * row.cpu) / (row.seconds * cores))} %`;
  console.log(
    `\n| phase | secondes | CPU (s) | cœurs occupés (${cores}) | résultat |\n| --- | ---: | ---: | ---: | --- |`,
  );
  for (const row of rows) {
    console.log(`| ${row.phase} | ${row.seconds} | ${row.cpu ?? ''} | ${busy(row)} | ${row.ok ? 'ok' : 'ÉCHEC'} |`);
  }
  const cpu = rows.every((row) => row.cpu !== null) ? rows.reduce((sum, row) => sum + row.cpu, 0) : '';
  console.log(`| total | ${total} | ${cpu} | | |`);
}

const { timings, failed } = runPhases();
printTables(timings);
writeFileSync('.tmp/test-phases.json', JSON.stringify(timings));
if (failed) {
  console.error(`Phase en échec : ${failed}`);
  process.exit(1);
}
