import { distanceMetres, type LatLng } from '../geo/geo.ts';

/** A phone's position at a validation, with its accuracy in metres when it gave one. */
export interface ValidationPosition extends LatLng {
  accuracy?: number | null;
}

/** Accuracy assumed when the phone gives none (as the perimeter watch does, spec 000 section 9). */
export const MOVED_DEFAULT_ACCURACY_M = 50;
/** A position less precise than this says nothing about where the checkpoint was read. */
export const MOVED_MAX_ACCURACY_M = 100;

export interface MovedCheck {
  /** Metres between the checkpoint's registered place and the phone, rounded. */
  distance: number;
  /** Read surely farther than the tolerance: even the nearest point the accuracy allows is outside it. */
  moved: boolean;
}

/**
 * Spec 000 section 4, « moved »: a checkpoint validated away from its registered place. The tolerance is the
 * site's radius; null when it cannot be told (no registered place, no position, or a position too imprecise).
 */
export function checkpointMoved(
  checkpoint: LatLng | null | undefined,
  position: ValidationPosition | null | undefined,
  toleranceM: number,
): MovedCheck | null {
  if (!checkpoint || !position) return null;
  const accuracy = position.accuracy ?? MOVED_DEFAULT_ACCURACY_M;
  if (!Number.isFinite(accuracy) || accuracy > MOVED_MAX_ACCURACY_M) return null;
  const distance = distanceMetres(checkpoint, position);
  return { distance: Math.round(distance), moved: distance - accuracy > Math.max(0, toleranceM) };
}

/** « Déplacé (à 300 m) »: a checkpoint validated away from its registered place. */
export const movedLabel = (distance: number | null): string =>
  distance === null ? 'Déplacé' : `Déplacé (à ${distance} m)`;
