import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Each Playwright worker has a server and an embedded database of its own (playwright.config.ts starts one per
 * worker, on E2E_PORT, E2E_PORT + 1…, each seeded with the demo data): the specs of one worker never see what the
 * other's change (a maintenance message, a locked account, an invoice number), so the suite runs in two workers.
 * The specs import `test` from here; it points `page`, `context` and `request` at their worker's server.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
export const workerServerUrl = (parallelIndex: number) => `http://127.0.0.1:${e2ePort + parallelIndex}`;
/** The ports after the workers' servers, for the specs that start a server of their own (own-server.ts). */
export const ownServerPort = (offset: number) => e2ePort + e2eWorkers + offset;

export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => use(workerServerUrl(testInfo.parallelIndex)),
});
