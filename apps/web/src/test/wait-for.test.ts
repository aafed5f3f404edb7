import { expect, it, vi } from 'vitest';

it('gives vi.waitFor the ten seconds of Testing Library, not one (test/setup.ts)', async () => {
  const ready = Date.now() + 1_500;
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThanOrEqual(ready));
});
