#!/usr/bin/env node
// `npm test`: the install, then two lanes of phases side by side (typecheck, lint, build, e2e; unit, server), stopping
// everything at the first phase that fails, then a table of each phase's seconds and the ten slowest test files. The
// table is also written to `.tmp/test-phases.json` for `.ci/run`.
//
// The server suite runs once per database. Without TEST_DATABASE_URL (a machine without PostgreSQL) it runs whole on
// PGlite. With TEST_DATABASE_URL (`.ci/run` sets it when PostgreSQL is installed) it runs whole on that PostgreSQL
// server, and PGlite keeps the files that test the embedded database itself (below): nothing is run twice to no end.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
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
 * The phases after the install, in two lanes that run side by side: measured on the 2-core CI machine, one phase
 * after another kept about one core busy (typecheck, the build and the server suite waiting on its database use
 * one each), so the two lanes share the cores instead of waiting for each other. Each lane keeps its order: the
 * build before the e2e suite that runs on it.
 */
const lanes = [
  ['typecheck', 'lint', 'build', 'e2e'],
  ['unit', 'server PostgreSQL', 'server PGlite (base embarquée)', 'server PGlite'],
];

const slug = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const logPath = (phase) => resolve(`.tmp/phase-${slug(phase.name)}.log`);
/** The phases this run stopped because another failed (their end is not a failure of their own). */
const stopping = new WeakSet();

/** Runs one phase with its output in its own file, printed in one block when it ends (the lanes do not interleave). */
function runPhase(phase, running) {
  if (phase.report) rmSync(report(phase.report), { force: true });
  const [command, args] = phase.run;
  const log = openSync(logPath(phase), 'w');
  const start = process.hrtime.bigint();
  console.log(`▶ ${phase.name} (sortie : ${relative(process.cwd(), logPath(phase))})`);
  const child = spawn(command, args, {
    stdio: ['ignore', log, log],
    // Its own process group, so that a failure elsewhere stops it with all its children (servers, browsers).
    detached: process.platform !== 'win32',
    shell: process.platform === 'win32',
    env: { ...baseEnv, ...phase.env },
  });
  running.add(child);
  return new Promise((done) => {
    child.on('exit', (code) => {
      running.delete(child);
      closeSync(log);
      const seconds = Math.round(Number(process.hrtime.bigint() - start) / 1e9);
      const ok = code === 0;
      const stopped = !ok && stopping.has(child);
      const state = ok ? 'ok' : stopped ? 'interrompu' : 'ÉCHEC';
      console.log(`\n===== ${phase.name} : ${state} (${seconds} s) =====`);
      process.stdout.write(readFileSync(logPath(phase), 'utf8'));
      console.log(`===== fin de ${phase.name} =====\n`);
      done({ phase: phase.name, seconds, ok, stopped });
    });
  });
}

async function runPhases() {
  mkdirSync('.tmp', { recursive: true });
  const timings = [];
  const running = new Set();
  let failed = null;
  const stopOthers = () => {
    for (const child of running) {
      stopping.add(child);
      try {
        process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  const byName = new Map(phases.map((phase) => [phase.name, phase]));
  const runLane = async (names) => {
    for (const name of names) {
      const phase = byName.get(name);
      if (!phase || failed) continue;
      const timing = await runPhase(phase, running);
      timings.push(timing);
      if (!timing.ok && !failed) {
        failed = phase.name;
        stopOthers();
      }
    }
  };
  const start = process.hrtime.bigint();
  await runLane(['install']);
  await Promise.all(lanes.map(runLane));
  const wallSeconds = Math.round(Number(process.hrtime.bigint() - start) / 1e9);
  const order = phases.map((phase) => phase.name);
  timings.sort((a, b) => order.indexOf(a.phase) - order.indexOf(b.phase));
  return { timings, failed, wallSeconds };
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

function printTables(rows, wallSeconds) {
  const slow = slowest(fileSeconds(), 10);
  if (slow.length > 0) {
    console.log('\nLes 10 fichiers de test les plus lents :\n| fichier | secondes |\n| --- | ---: |');
    for (const row of slow) console.log(`| ${row.file} | ${row.seconds.toFixed(1)} |`);
  }
  const state = (row) => (row.ok ? 'ok' : row.stopped ? 'interrompu' : 'ÉCHEC');
  console.log('\n| phase | secondes | résultat |\n| --- | ---: | --- |');
  for (const row of rows) console.log(`| ${row.phase} | ${row.seconds} | ${state(row)} |`);
  console.log(`| total (deux files en parallèle après l'installation) | ${wallSeconds} | |`);
}

const { timings, failed, wallSeconds } = await runPhases();
printTables(timings, wallSeconds);
writeFileSync('.tmp/test-phases.json', JSON.stringify(timings));
if (failed) {
  console.error(`Phase en échec : ${failed}`);
  process.exit(1);
}
