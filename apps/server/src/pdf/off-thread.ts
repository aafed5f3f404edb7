import os from 'node:os';
import type { Piscina } from 'piscina';

/**
 * Runs heavy, synchronous document work (a month's PDF of hundreds of pages, a spreadsheet) on worker threads, so
 * the request thread and the embedded database it carries keep answering meanwhile.
 */
export interface OffThread {
  /**
   * Calls the named export of a module in a worker with the given arguments and returns its result. Arguments
   * and result cross by structured clone (plain data, Dates, Maps, Buffers arrive as Uint8Array).
   */
  run<T>(module: URL, exportName: string, args: unknown[]): Promise<T>;
  close(): Promise<void>;
}

/** Up to two threads, one fewer than the machine's cores; they stop after a minute without work. */
export function createOffThread(threads = Math.max(1, Math.min(2, os.availableParallelism() - 1))): OffThread {
  // The pool, and piscina with it, is made when a document is first drawn, not when the server starts.
  let pool: Promise<Piscina> | null = null;
  return {
    async run<T>(module: URL, exportName: string, args: unknown[]): Promise<T> {
      pool ??= import('piscina').then(
        ({ Piscina }) =>
          new Piscina({
            filename: new URL('./off-thread-worker.mjs', import.meta.url).href,
            minThreads: 0,
            maxThreads: threads,
            idleTimeout: 60_000,
          }),
      );
      return (await pool).run({ url: module.href, name: exportName, args }) as Promise<T>;
    },
    async close() {
      const made = pool;
      pool = null;
      await (await made)?.destroy();
    },
  };
}

/** A document that came back from a worker as a Uint8Array, as the Buffer the reply and mailer take. */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
