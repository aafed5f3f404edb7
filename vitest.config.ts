import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest keeps one core for itself by default (a single worker on a 2-core machine); the main process
    // does little here, so both cores run test files.
    maxWorkers: 2,
    projects: [
      { test: { name: 'scripts', root: './scripts', include: ['**/*.test.mjs'] } },
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Each file builds its own app over its own database; sharing the imported modules between the files
          // of a worker saves re-importing the whole server for each of them.
          isolate: false,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
