// Functions the off-thread tests run on a worker.
import { threadId } from 'node:worker_threads';

export function whereAmI(label: string): { label: string; threadId: number; bytes: Uint8Array } {
  return { label, threadId, bytes: Buffer.from(label) };
}

export async function refuse(message: string): Promise<never> {
  throw new Error(message);
}
