/**
 * GPS traces: synthetic, shaped like a phone's fixes every 5 s. Seeded, so each is the same every run.
 */
import { type LatLng, offsetPoint } from '../../geo/geo.ts';
import type { PositionInput } from '../pti-types.ts';
import { seeded } from './replay.ts';

/** A site in Paris, radius 100 m. */
export const SITE: LatLng = { latitude: 48.8566, longitude: 2.3522 };
export const FIX_MS = 5000;

const fix = (at: number, point: LatLng, accuracy: number | null): PositionInput => ({
  kind: 'position',
  at,
  ...point,
  accuracy,
  altitude: null,
});

/**
 * Leaves the site walking east at 1.4 m/s up to `awayMetres`, stays there `stayMs`, walks back to the centre,
 * with fixes precise to 15 m.
 */
export function leaveAndComeBack(from: number, awayMetres: number, stayMs: number): PositionInput[] {
  const speed = 1.4 / 1000;
  const outMs = awayMetres / speed;
  const total = 2 * outMs + stayMs + 60_000;
  const fixes: PositionInput[] = [];
  for (let t = 0; t <= total; t += FIX_MS) {
    const gap =
      t < outMs ? t * speed : t < outMs + stayMs ? awayMetres : Math.max(0, awayMetres - (t - outMs - stayMs) * speed);
    fixes.push(fix(from + t, offsetPoint(SITE, gap, 90), 15));
  }
  return fixes;
}

/**
 * Standing at the site for `durationMs` while the GPS wanders (indoors): fixes up to 400 m away, each saying its
 * accuracy is 150 m.
 */
export function jitterAt150m(from: number, durationMs: number, seed = 7): PositionInput[] {
  const random = seeded(seed);
  const fixes: PositionInput[] = [];
  for (let t = 0; t <= durationMs; t += FIX_MS) {
    fixes.push(fix(from + t, offsetPoint(SITE, 400 * random(), 360 * random()), 150));
  }
  return fixes;
}
