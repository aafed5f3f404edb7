import { texts } from '../texts.ts';
/** Spec 001 section 9: a dashboard tile shows its loading state after 300 ms and gives up after 3000 ms. */
export const TILE_LOAD_DELAY_MS = 300;
export const TILE_TIMEOUT_MS = 3000;
/** Spec 001 section 9: dashboard tiles show 5 rows. */
export const TILE_ROWS = 5;

export const TILE_TIMEOUT_MESSAGE = texts.leChargementAPris;

/**
 * Runs a tile's call with a signal that also aborts after TILE_TIMEOUT_MS: a late answer becomes the tile's error
 * (« Le chargement a pris trop de temps. ») instead of a tile loading forever. Leaving the page still cancels.
 */
export async function withTileTimeout<T>(
  signal: AbortSignal,
  call: (signal: AbortSignal) => Promise<T>,
  timeoutMs = TILE_TIMEOUT_MS,
): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    return await call(controller.signal);
  } catch (error) {
    if (timedOut) throw new Error(TILE_TIMEOUT_MESSAGE);
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}
