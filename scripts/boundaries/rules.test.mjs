import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCrossings, findUnitCycles } from './check-boundaries.mjs';
import { classify, crossing } from './rules.mjs';

const check = (from, to) => crossing(classify(from), from, classify(to), to);

describe('the boundaries of ARCHITECTURE.md', () => {
  it('keeps the domain free of the apps', () => {
    expect(check('packages/domain/src/planning/a.ts', 'packages/domain/src/time/b.ts')).toBeNull();
    expect(check('packages/domain/src/planning/a.ts', 'apps/server/src/db/client.ts')).toMatch(/domain/);
  });

  it('keeps the domain kernel below every feature area', () => {
    expect(check('packages/domain/src/time/a.ts', 'packages/domain/src/errors/messages.ts')).toBeNull();
    expect(check('packages/domain/src/money/a.ts', 'packages/domain/src/validation/zod.ts')).toBeNull();
    expect(check('packages/domain/src/geo/geo.ts', 'packages/domain/src/sites/site-schemas.ts')).toMatch(
      /kernel \(geo\/\) imports the feature area sites\//,
    );
    expect(check('packages/domain/src/identifiers/x.ts', 'packages/domain/src/billing/y.ts')).toMatch(/kernel/);
    expect(check('packages/domain/src/billing/y.ts', 'packages/domain/src/identifiers/x.ts')).toBeNull();
  });

  it('lets a server module reach another only through its public.ts', () => {
    const from = 'apps/server/src/modules/circuits/save-circuit.ts';
    expect(check(from, 'apps/server/src/modules/planning/write-batch.ts')).toMatch(/only its public.ts/);
    expect(check(from, 'apps/server/src/modules/planning/public.ts')).toBeNull();
    expect(check(from, 'apps/server/src/modules/circuits/expand-circuit.ts')).toBeNull();
    expect(check('apps/server/src/seed/demo.ts', 'apps/server/src/modules/session/tokens.ts')).toMatch(/public/);
    expect(check(from, 'apps/server/src/app.ts')).toMatch(/never imports the app/);
  });

  it('keeps the cross-cutting layers below every module', () => {
    expect(check('apps/server/src/jobs/queue.ts', 'apps/server/src/modules/agents/public.ts')).toMatch(/layer/);
    expect(check('apps/server/src/http/auth.ts', 'apps/server/src/modules/job-handlers.ts')).toMatch(/layer/);
    expect(check('apps/server/src/pdf/frame.ts', 'apps/server/src/db/client.ts')).toBeNull();
  });

  it('lets only the tests’ kit reach the server’s tooling (its bundle)', () => {
    expect(check('apps/server/src/testing/server-process.ts', 'apps/server/build.ts')).toBeNull();
    expect(check('apps/server/src/modules/agents/save-agent.ts', 'apps/server/build.ts')).toMatch(/tooling/);
    expect(check('apps/server/src/main.ts', 'apps/server/build.ts')).toMatch(/tooling/);
  });

  it('lets a web feature reach another only through its public.ts, and shared code reach none', () => {
    const from = 'apps/web/src/features/planning/planning-page.tsx';
    expect(check(from, 'apps/web/src/features/circuits/circuit-dialog.tsx')).toMatch(/only its public.ts/);
    expect(check(from, 'apps/web/src/features/circuits/public.ts')).toBeNull();
    expect(check(from, 'apps/web/src/shared/planning/time-input.tsx')).toBeNull();
    expect(check(from, 'apps/web/src/app/router.tsx')).toMatch(/app shell/);
    expect(check('apps/web/src/shared/planning/x.ts', 'apps/web/src/features/hours/public.ts')).toMatch(/shared/);
    expect(check('apps/web/src/ui/page.tsx', 'apps/web/src/app/theme.ts')).toMatch(/app shell/);
    expect(check('apps/web/src/test/render-app.tsx', 'apps/web/src/app/router.tsx')).toBeNull();
    expect(check('apps/web/src/app/routes.ts', 'apps/web/src/features/hours/my-hours-page.tsx')).toBeNull();
  });

  it('finds a cycle between units, and none in a tree', () => {
    const edges = new Map([
      ['features/a', new Set(['features/b'])],
      ['features/b', new Set(['features/c'])],
      ['features/c', new Set(['features/a'])],
    ]);
    expect(findUnitCycles(edges)).toEqual([['features/a', 'features/b', 'features/c', 'features/a']]);
    edges.set('features/c', new Set());
    expect(findUnitCycles(edges)).toEqual([]);
  });

  it('counts the domain areas as units of the cycle check, tests aside', () => {
    const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
    const write = (path, text) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
      return join(root, path);
    };
    const files = [
      write('packages/domain/src/hours/a.ts', "import { b } from '../planning/b.ts';\n"),
      write('packages/domain/src/planning/b.ts', "import { a } from '../hours/a.ts';\n"),
      write('packages/domain/src/sites/c.test.ts', "import { a } from '../hours/a.ts';\n"),
    ];
    const edges = new Map();
    findCrossings(files, edges, root);
    expect(findUnitCycles(edges)).toEqual([['domain/hours', 'domain/planning', 'domain/hours']]);
    expect(edges.has('domain/sites')).toBe(false);
  });
});
