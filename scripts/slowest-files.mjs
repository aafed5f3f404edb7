// The slowest test files of a run, read from the JSON reports of Vitest and Playwright, so that `npm test` can print
// where the time goes (the place to cut setup first).
import { relative } from 'node:path';

/** Seconds per test file in a Vitest JSON report (`--reporter=json`): each file's end minus its start. */
export function vitestFileSeconds(report, root = process.cwd()) {
  return (report.testResults ?? []).map((file) => ({
    file: relative(root, file.name),
    seconds: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)) / 1000,
  }));
}

/** Seconds per spec file in a Playwright JSON report: the durations of its tests' results, retries included. */
export function playwrightFileSeconds(report) {
  const totals = new Map();
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          totals.set(here, (totals.get(here) ?? 0) + (result.duration ?? 0) / 1000);
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return [...totals].map(([file, seconds]) => ({ file: `e2e/specs/${file}`, seconds }));
}

/** The `count` slowest files, slowest first. */
export function slowest(files, count = 10) {
  return [...files].sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file)).slice(0, count);
}
