import { APP_VERSION, isOutdated } from '@securite/domain/system/app-version';
import { API_BASE } from '../../api/client.ts';

/** How often a tab left open asks the server's version (and whenever the tab comes back to the front). */
export const VERSION_CHECK_MS = 30 * 60_000;

/**
 * The field queue's unsent messages, read straight from the phone's database (securite-terrain, store messages,
 * features/field/queue/field-db.ts) without its code: after a new version the old app's chunks may be gone.
 * 0 when there is no such database.
 */
export function countUnsentFieldMessages(): Promise<number> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(0);
    const open = indexedDB.open('securite-terrain');
    open.onerror = () => resolve(0);
    open.onupgradeneeded = () => {
      // No database yet: none is created here.
      open.transaction?.abort();
      resolve(0);
    };
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('messages')) {
        db.close();
        return resolve(0);
      }
      const read = db.transaction('messages').objectStore('messages').getAll();
      read.onsuccess = () => {
        db.close();
        const rows = read.result as Array<{ consumed?: number; skipped?: number }>;
        resolve(rows.filter((row) => row.consumed === 0 && row.skipped === 0).length);
      };
      read.onerror = () => {
        db.close();
        resolve(0);
      };
    };
  });
}

/** Whether the server no longer serves this app's version (GET /api/version's minClientVersion). */
export async function serverWantsNewerClient(signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(`${API_BASE}/version`, { headers: { Accept: 'application/json' }, signal });
    if (!response.ok) return false;
    const body = (await response.json()) as { minClientVersion?: unknown };
    return typeof body.minClientVersion === 'string' && isOutdated(APP_VERSION, body.minClientVersion);
  } catch {
    return false;
  }
}

/**
 * Calls `onNewVersion` once a new version is deployed: the server's minClientVersion is newer than this app, or a
 * new service worker took over the page (it installed the new build: the page still runs the old one). Returns
 * the function that stops watching.
 */
export function watchForNewVersion(onNewVersion: () => void): () => void {
  const aborted = new AbortController();
  let told = false;
  const tell = () => {
    if (told || aborted.signal.aborted) return;
    told = true;
    onNewVersion();
  };
  const check = () => void serverWantsNewerClient(aborted.signal).then((outdated) => outdated && tell());
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  // The first controller of a page is its first install, not an update.
  const hadController = typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
  const onControllerChange = () => {
    if (hadController) tell();
  };
  check();
  const timer = setInterval(check, VERSION_CHECK_MS);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('controllerchange', onControllerChange);
  return () => {
    aborted.abort();
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('controllerchange', onControllerChange);
  };
}
