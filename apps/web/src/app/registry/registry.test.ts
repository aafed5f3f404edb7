import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { menuGroups } from '../menu.ts';
import { firstLoadPages } from '../pages.tsx';
import { publicPaths, redirectRoutes } from '../routes.ts';
import { registry } from './index.ts';
import { menuGroupLabels } from './menu-groups.ts';
import { fieldShortcuts, routeTable } from './route-table.gen.ts';
import { routeOf, routeTableSource, shortcutsOf } from './route-table.ts';

const generated = path.join(import.meta.dirname, 'route-table.gen.ts');

/** The same pattern whatever its parameters are named (`a/:id` and `a/:slug` match the same addresses). */
const shape = (path: string) => path.replace(/:[^/?]+/g, ':');

/** A function component, or memo's and forwardRef's objects. */
const isComponent = (value: unknown) =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/** Every element of `items` that comes more than once. */
const repeated = (items: readonly string[]) => items.filter((item, i) => items.indexOf(item) !== i);

describe('the page registry', () => {
  it('is what the first load reads (route-table.gen.ts, written from the entries)', () => {
    if (process.env.REGISTRY_WRITE === '1') {
      fs.writeFileSync(generated, routeTableSource(registry));
      const biome = path.join(import.meta.dirname, '../../../../../node_modules/.bin/biome');
      execFileSync(biome, ['check', '--write', generated], { stdio: 'inherit' });
      return;
    }
    const again = 'REGISTRY_WRITE=1 npx vitest run --project web apps/web/src/app/registry réécrit route-table.gen.ts';
    expect(routeTable, again).toEqual(registry.map(routeOf));
    expect(fieldShortcuts, again).toEqual(shortcutsOf(registry));
  });

  it('declares each page once: one entry per id and per address, none a public or redirect address', () => {
    expect(repeated(registry.map((entry) => entry.id))).toEqual([]);
    expect(repeated(registry.map((entry) => shape(entry.path)))).toEqual([]);
    const others = [...Object.values(publicPaths), ...redirectRoutes.map((r) => r.path)].map((p) =>
      shape(p.replace(/^\//, '')),
    );
    expect(registry.filter((entry) => others.includes(shape(entry.path))).map((entry) => entry.id)).toEqual([]);
    for (const entry of registry) expect(entry.path, entry.id).not.toMatch(/^\//);
  });

  it('gives every page loaded on demand a component (its module exports it)', async () => {
    const onDemand = registry.filter((entry) => entry.load);
    const components = await Promise.all(onDemand.map((entry) => entry.load?.()));
    const missing = onDemand.filter((_, i) => !isComponent(components[i])).map((entry) => entry.id);
    expect(missing).toEqual([]);
  }, 120_000);

  it('draws the first load’s pages in app/pages.tsx, and only those', () => {
    const firstLoad = registry.filter((entry) => !entry.load).map((entry) => entry.id);
    expect(firstLoad.sort()).toEqual(Object.keys(firstLoadPages).sort());
    for (const entry of registry) expect(Boolean(entry.load), entry.id).toBe(Boolean(entry.draw));
  });

  it('places menu entries in known groups, one per rank, each with its icon', () => {
    const placed = registry.filter((entry) => entry.menu);
    const ranks = placed.map((entry) => `${entry.menu?.group} ${entry.menu?.order}`);
    expect(repeated(ranks)).toEqual([]);
    for (const entry of placed) {
      expect(Object.keys(menuGroupLabels), entry.id).toContain(entry.menu?.group);
      expect(entry.menu?.icon ?? entry.shortcut?.icon, `${entry.id} : ni icône ni raccourci`).toBeDefined();
    }
    const entries = menuGroups.flatMap((group) => group.entries);
    expect(entries.map((e) => e.id)).toEqual(expect.arrayContaining(placed.map((entry) => entry.id)));
    expect(entries).toHaveLength(placed.length);
    expect(menuGroups.filter((group) => group.entries.length === 0).map((group) => group.id)).toEqual([]);
  });

  it('ranks the field start page’s links, one per rank', () => {
    const ranks = registry.flatMap((entry) => (entry.shortcut ? [String(entry.shortcut.order)] : []));
    expect(repeated(ranks)).toEqual([]);
  });

  it('is the only place a page is declared: no other file of app/ imports a feature’s page', () => {
    const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../registry/**', '!../**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    // The public pages (router.tsx) and the phone's first load (pages.tsx) are outside the registry on purpose.
    const outside = [
      'features/session/login-page.tsx',
      'features/session/forgot-password-page.tsx',
      'features/session/reset-password-page.tsx',
      'features/contracts/signature/signature-page.tsx',
      'features/field/start/field-start-page.tsx',
    ];
    expect(Object.keys(sources)).toEqual(expect.arrayContaining(['../router.tsx', '../pages.tsx', '../menu.ts']));
    const pageImport = /(?:from\s+|import\(\s*)'((?:\.\.\/)+features\/[^']+-page\.tsx)'/g;
    const found = Object.entries(sources).flatMap(([file, source]) =>
      [...source.matchAll(pageImport)]
        .map((match) => match[1].replace(/^(\.\.\/)+/, ''))
        .filter((page) => !outside.includes(page))
        .map((page) => `${file} → ${page}`),
    );
    expect(found).toEqual([]);
  });
});
