import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';

const webRoot = join(import.meta.dirname, 'apps/web');

/**
 * The web test files that replace a module of the app (`vi.mock`): a replaced module must be imported afresh, so
 * they run isolated, each in a new module graph. The others share one per worker (MUI, React and the app imported
 * once rather than for each of 130 files: the web suite in half the time); each test still starts from an empty
 * page, fresh stores and fresh providers (src/test/setup.ts).
 */
const webTests = readdirSync(join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => relative(webRoot, join(webRoot, 'src', file)));
const replacing = (file: string) => /\bvi\.mock\(/.test(readFileSync(join(webRoot, file), 'utf8'));

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
      {
        extends: './apps/web/vite.config.ts',
        test: { name: 'web', isolate: false, exclude: webTests.filter(replacing) },
      },
      {
        extends: './apps/web/vite.config.ts',
        // Its include (extended, not replaced, by this one) less the files above.
        test: { name: 'web-mocks', exclude: webTests.filter((file) => !replacing(file)) },
      },
    ],
  },
});
