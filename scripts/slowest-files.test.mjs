import { describe, expect, it } from 'vitest';
import { playwrightFileSeconds, slowest, vitestFileSeconds } from './slowest-files.mjs';

describe('the slowest test files', () => {
  it('reads a Vitest report: each file from its start to its end, relative to the root', () => {
    const report = {
      testResults: [
        { name: '/repo/apps/server/src/a.test.ts', startTime: 1_000, endTime: 4_500 },
        { name: '/repo/apps/web/src/b.test.tsx', startTime: 2_000, endTime: 2_250 },
      ],
    };
    expect(vitestFileSeconds(report, '/repo')).toEqual([
      { file: 'apps/server/src/a.test.ts', seconds: 3.5 },
      { file: 'apps/web/src/b.test.tsx', seconds: 0.25 },
    ]);
  });

  it('adds up the results of every test of a Playwright spec file, nested suites included', () => {
    const report = {
      suites: [
        {
          file: 'billing.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 2_000 }, { duration: 1_000 }] }] }],
          suites: [{ specs: [{ tests: [{ results: [{ duration: 500 }] }] }] }],
        },
        { file: 'sites.spec.ts', specs: [{ tests: [{ results: [{ duration: 4_000 }] }] }] },
      ],
    };
    expect(playwrightFileSeconds(report)).toEqual([
      { file: 'e2e/specs/billing.spec.ts', seconds: 3.5 },
      { file: 'e2e/specs/sites.spec.ts', seconds: 4 },
    ]);
  });

  it('keeps the slowest first, ties by name, at most the count asked', () => {
    const files = [
      { file: 'b', seconds: 1 },
      { file: 'a', seconds: 1 },
      { file: 'c', seconds: 9 },
    ];
    expect(slowest(files, 2)).toEqual([
      { file: 'c', seconds: 9 },
      { file: 'a', seconds: 1 },
    ]);
  });
});
