// The worker side of off-thread.ts. The server runs from its TypeScript sources (node --import tsx, or Vitest):
// a worker thread does not inherit the main thread's loader, so it registers tsx's before importing any module.
import { register } from 'tsx/esm/api';

register();

/** Calls `name` of the module at `url` with `args`; the result goes back by structured clone. */
export default async function run({ url, name, args }) {
  const module = await import(url);
  if (typeof module[name] !== 'function') throw new Error(`${url} has no function ${name}`);
  return module[name](...args);
}
