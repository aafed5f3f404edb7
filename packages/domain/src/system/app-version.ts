/**
 * The version of the product, the same for the server and the web app built with it: the server answers it with
 * the oldest web version it still serves (`minClientVersion`, GET /api/version); a phone running an older cached
 * app finds out and asks to reload.
 */
export const APP_VERSION = '0.1.0';

/** -1, 0 or 1 as `a` is older than, the same as or newer than `b` (dotted numbers, « 0.10.0 » after « 0.9.2 »). */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** Whether a client of version `client` is older than what the server serves (`minClientVersion`). */
export const isOutdated = (client: string, minClientVersion: string) => compareVersions(client, minClientVersion) < 0;
