import { fieldMessages } from '@securite/domain/field/field-messages';
import type { Position } from '@securite/domain/field/field-schemas';
import { geolocationOptions } from '@securite/domain/pti/sensor-checks';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';

import { texts } from './texts.ts';

/** Spec 000 section 9: geolocation with high accuracy, 15 s at most. */
export const GEOLOCATION_TIMEOUT_MS = 15_000;

const toPosition = (coords: GeolocationCoordinates): Position => ({
  latitude: coords.latitude,
  longitude: coords.longitude,
  accuracy: coords.accuracy,
  altitude: coords.altitude,
});

/** The last position reported by a position watch still running (lone-worker protection's), with its watch. */
let watched: { position: Position; watch: object } | null = null;

/**
 * Follows the phone's position (`watchPosition`, high accuracy, never a cached one) until the returned function
 * is called. While it runs, its last position is the phone's current one for `currentPosition`: the browser tells
 * a watch of every move, and, a watch running, it answers a one-shot request only at the next move (a phone that
 * does not move would wait out the whole timeout, then ask to go on without location).
 */
export function watchPosition(listener: (coords: GeolocationCoordinates) => void, onError: () => void): () => void {
  const geolocation = globalThis.navigator?.geolocation;
  if (!geolocation) {
    onError();
    return () => {};
  }
  const watch = {};
  const forget = () => {
    if (watched?.watch === watch) watched = null;
  };
  const id = geolocation.watchPosition(
    ({ coords }) => {
      watched = { position: toPosition(coords), watch };
      listener(coords);
    },
    () => {
      forget();
      onError();
    },
    { ...geolocationOptions, maximumAge: 0 },
  );
  return () => {
    forget();
    geolocation.clearWatch(id);
  };
}

/** Where the phone is, or null when it cannot tell (no GPS, refused, too slow). */
export function currentPosition(): Promise<Position | null> {
  if (watched) return Promise.resolve(watched.position);
  const geolocation = globalThis.navigator?.geolocation;
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve(toPosition(coords)),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}

/** A checkpoint validation waits this long at most for the position it keeps (« moved »). */
export const VALIDATION_POSITION_WAIT_MS = 4000;

/** Where the phone is if it can tell quickly, else null: a validation is not held up by a slow GPS. */
export function quickPosition(waitMs = VALIDATION_POSITION_WAIT_MS): Promise<Position | null> {
  return Promise.race([currentPosition(), new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs))]);
}

/**
 * The position for a start or an end of service (spec 000 section 5): without one, the agent is asked whether to
 * go on without it. Resolves `undefined` when they choose not to.
 */
export async function positionOrConsent(): Promise<Position | null | undefined> {
  const position = await currentPosition();
  if (position) return position;
  const goOn = await confirm({
    title: fieldMessages.noLocation,
    message: texts.continuerSansLocalisation,
    confirmLabel: texts.continuer,
  });
  return goOn ? null : undefined;
}
