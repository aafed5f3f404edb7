#!/usr/bin/env node
// The layer and feature boundaries of ARCHITECTURE.md, checked on every import of the tree (run by `npm run lint`).
// dependency-cruiser and eslint-plugin-boundaries would be the usual tools, but neither parses TypeScript 7's
// sources (dependency-cruiser reads TypeScript through its JS compiler API, which TypeScript 7 no longer ships);
// Biome's noImportCycles covers the cycles, and this file the rules Biome cannot express: where an import lands.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { classify, crossing } from './rules.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const sourceRoots = ['packages/domain/src', 'apps/server/src', 'apps/web/src'];

// Biome formats every import on the same shapes: `from '…'`, `import '…'`, `import('…')`, `vi.mock('…')`.
const importPattern = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|importActual|doMock)\(\s*)'([^']+)'/g;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (/\.(ts|tsx|mts)$/.test(entry.name)) yield path;
  }
}

/** The repository-relative path an import specifier lands on, or null for a package outside the repository. */
function resolveSpecifier(fromFile, specifier, base = root) {
  if (specifier.startsWith('.'))
    return relative(base, resolve(dirname(fromFile), specifier))
      .split(sep)
      .join('/');
  if (specifier.startsWith('@securite/domain/')) return `packages/domain/src/${specifier.slice(17)}.ts`;
  if (specifier.startsWith('@securite/')) return `apps/${specifier.slice(10)}`;
  return null;
}

/** The unit of a file for the cycle check: its domain area, server module or web feature, else null. */
function unitOf(u) {
  if (u.kind === 'area') return `domain/${u.name}`;
  return u.kind === 'module' || u.kind === 'feature'
    ? `${u.side === 'server' ? 'modules' : 'features'}/${u.name}`
    : null;
}

/** Cycles between domain areas, modules (server) or features (web): each is a list of units, the first repeated at the end. */
export function findUnitCycles(edges) {
  const cycles = [];
  const state = new Map();
  const stack = [];
  const visit = (unit) => {
    state.set(unit, 'open');
    stack.push(unit);
    for (const next of edges.get(unit) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(unit, 'done');
  };
  for (const unit of [...edges.keys()].sort()) if (!state.has(unit)) visit(unit);
  return cycles;
}

/** The imports that cross a boundary; fills `edges` with the imports between units. `base`: the repository's root. */
export function findCrossings(
  files = sourceRoots.flatMap((dir) => [...walk(join(root, dir))]),
  edges = new Map(),
  base = root,
) {
  const found = [];
  for (const file of files) {
    const from = relative(base, file).split(sep).join('/');
    const fromUnit = classify(from);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const to = resolveSpecifier(file, match[1], base);
      if (to === null) continue;
      const toUnit = classify(to);
      const a = unitOf(fromUnit);
      const b = unitOf(toUnit);
      if (a && b && a !== b && !/\.test\.tsx?$/.test(from)) {
        if (!edges.has(a)) edges.set(a, new Set());
        edges.get(a).add(b);
      }
      const reason = crossing(fromUnit, from, toUnit, to);
      if (reason) {
        const line = text.slice(0, match.index).split('\n').length;
        found.push({ from, line, specifier: match[1], reason });
      }
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const edges = new Map();
  const crossings = findCrossings(undefined, edges);
  for (const c of crossings) console.error(`${c.from}:${c.line}  '${c.specifier}'  ${c.reason}`);
  const cycles = findUnitCycles(edges);
  for (const cycle of cycles) console.error(`import cycle between units: ${cycle.join(' → ')}`);
  if (crossings.length > 0 || cycles.length > 0) {
    console.error(
      `\n${crossings.length} import(s) cross a boundary, ${cycles.length} cycle(s) between domain areas, modules or features` +
        ' (see ARCHITECTURE.md, « Boundaries »).',
    );
    process.exit(1);
  }
  console.log(
    'Boundaries: no import crosses a domain kernel, feature, module or layer boundary; no cycle between domain areas, modules or features.',
  );
}
