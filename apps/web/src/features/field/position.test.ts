import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPosition, watchPosition } from './position.ts';

const coords = { latitude: 48.8606, longitude: 2.3376, accuracy: 10, altitude: null };

/**
 * A phone that does not move, as Chromium behaves with a watch running: the watch gets the position once, and a
 * one-shot request waits for the next move, which never comes (it fails at its timeout).
 */
function stillPhone() {
  const watchers = new Map<number, { ok: PositionCallback; fail: PositionErrorCallback }>();
  let next = 1;
  const geolocation = {
    watchPosition: vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
      const id = next++;
      watchers.set(id, { ok, fail });
      queueMicrotask(() => ok({ coords } as unknown as GeolocationPosition));
      return id;
    }),
    clearWatch: vi.fn((id: number) => watchers.delete(id)),
    getCurrentPosition: vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) => {
      setTimeout(() => fail({ code: 3, message: 'Timeout expired' } as GeolocationPositionError), 15_000);
    }),
  };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
  return {
    geolocation,
    failWatches: () => {
      for (const { fail } of watchers.values()) fail({ code: 2 } as never);
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('currentPosition', () => {
  it('answers at once with the position of the watch under way (lone-worker protection), offline or not', async () => {
    const { geolocation } = stillPhone();
    const listener = vi.fn();
    const stop = watchPosition(listener, () => {});
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    await expect(currentPosition()).resolves.toEqual(coords);
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    stop();
    expect(geolocation.clearWatch).toHaveBeenCalledWith(1);
  });

  it('asks the phone again once the watch has stopped or failed', async () => {
    vi.useFakeTimers();
    const { geolocation, failWatches } = stillPhone();
    const stop = watchPosition(
      () => {},
      () => {},
    );
    await vi.advanceTimersByTimeAsync(0);
    stop();
    const afterStop = currentPosition();
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(afterStop).resolves.toBeNull();

    const onError = vi.fn();
    watchPosition(() => {}, onError);
    await vi.advanceTimersByTimeAsync(0);
    failWatches();
    expect(onError).toHaveBeenCalled();
    const afterFailure = currentPosition();
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(afterFailure).resolves.toBeNull();
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(2);
  });
});
