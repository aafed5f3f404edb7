// The bench's figures. Every scenario calls record(name, value, unit): the figure is printed at once as
// `name value unit` and kept; run.ts calls writeResults() at the end, which writes them all to bench/results.json.
// A run of some scenarios only (`npm run bench -- recurrence`) replaces their figures and keeps the others'.
import fs from 'node:fs';

export interface Result {
  name: string;
  value: number;
  unit: string;
}

const resultsFile = new URL('../results.json', import.meta.url);
const results: Result[] = [];

/** Prints a figure as `name value unit` (value rounded to 2 decimals) and keeps it for results.json. */
export function record(name: string, value: number, unit: string): void {
  const rounded = Math.round(value * 100) / 100;
  results.push({ name, value: rounded, unit });
  console.log(`${name} ${rounded} ${unit}`);
}

/** Writes bench/results.json: the figures of this run, then those of earlier runs this one did not measure. */
export function writeResults(): void {
  const measured = new Set(results.map((r) => r.name));
  const earlier = readEarlier().filter((r) => !measured.has(r.name));
  fs.writeFileSync(resultsFile, `${JSON.stringify([...results, ...earlier], null, 2)}\n`);
}

function readEarlier(): Result[] {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
    return Array.isArray(parsed) ? (parsed as Result[]) : [];
  } catch {
    return [];
  }
}

/**
 * The scenarios to run: those named on the command line (`npm run bench -- recurrence http`) or in BENCH_ONLY
 * (comma-separated), else all. An unknown name stops the run with the list of known ones.
 */
export function selectScenarios(known: readonly string[], argv = process.argv.slice(2)): string[] {
  const asked = [...argv, ...(process.env.BENCH_ONLY ?? '').split(',')].map((s) => s.trim()).filter(Boolean);
  const unknown = asked.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`Unknown bench scenario ${unknown.join(', ')}; known: ${known.join(', ')}`);
  return asked.length === 0 ? [...known] : known.filter((name) => asked.includes(name));
}
