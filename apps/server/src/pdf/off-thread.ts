import os from 'node:os';
import { Piscina } from 'piscina';

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
  let pool: Piscina | null = null;
  return {
    run<T>(module: URL, exportName: string, args: unknown[]): Promise<T> {
      pool ??= new Piscina({
        filename: new URL('./off-thread-worker.mjs', import.meta.url).href,
        minThreads: 0,
        maxThreads: threads,
        idleTimeout: 60_000,
      });
      return pool.run({ url: module.href, name: exportName, args }) as Promise<T>;
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}

/** A document that came back from a worker as a Uint8Array, as the Buffer the reply and mailer take. */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
