import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { asBuffer, createOffThread } from './off-thread.ts';

const offThread = createOffThread(1);
afterAll(() => offThread.close());
const fixture = new URL('./off-thread-fixture.ts', import.meta.url);

describe('createOffThread', () => {
  it('runs a TypeScript module’s function on another thread and brings its result back', async () => {
    const result = await offThread.run<{ label: string; threadId: number; bytes: Uint8Array }>(fixture, 'whereAmI', [
      'planning',
    ]);
    expect(result.label).toBe('planning');
    expect(result.threadId).not.toBe(threadId);
    expect(asBuffer(result.bytes).toString()).toBe('planning');
  });

  it('passes a failure back to the caller', async () => {
    await expect(offThread.run(fixture, 'refuse', ['mise en page impossible'])).rejects.toThrow(
      'mise en page impossible',
    );
    await expect(offThread.run(fixture, 'missing', [])).rejects.toThrow('has no function missing');
  });

  it('starts again after being closed', async () => {
    await offThread.close();
    expect((await offThread.run<{ label: string }>(fixture, 'whereAmI', ['encore'])).label).toBe('encore');
  });
});
