// The load generator in a process of its own (autocannon's command line), so that the requests it makes and the
// answers it reads never share the measured server's event loop: a generator inside the server's process takes a
// share of the very thread it measures.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const autocannonCli = path.join(path.dirname(createRequire(import.meta.url).resolve('autocannon')), 'autocannon.js');

export interface LoadResult {
  /** Requests a second, averaged over the run. */
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  /** Answers other than 2xx (a bench that measures errors measures nothing). */
  non2xx: number;
  errors: number;
}

interface AutocannonJson {
  requests: { average: number };
  latency: { p50: number; p97_5: number };
  non2xx: number;
  errors: number;
}

/** GET `url` with 10 connections for `seconds`, from a separate node process; its JSON summary read back. */
export function externalLoad(url: string, headers: Record<string, string> = {}, seconds = 5): Promise<LoadResult> {
  const args = [autocannonCli, '--json', '--connections', '10', '--duration', String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push('--headers', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const summary = JSON.parse(stdout) as AutocannonJson;
      resolve({
        requestsPerSecond: summary.requests.average,
        p50: summary.latency.p50,
        p97_5: summary.latency.p97_5,
        non2xx: summary.non2xx,
        errors: summary.errors,
      });
    });
  });
}
