/**
 * Accelerometer traces: synthetic, but shaped like recordings of a phone in a chest pocket, 50 Hz, acceleration
 * including gravity in m/s², device axes (y up the screen, z out of it). Seeded, so each is the same every run.
 */
import { STANDARD_GRAVITY as G } from '../pti-constants.ts';
import type { MotionInput } from '../pti-types.ts';
import { seeded } from './replay.ts';

export const SAMPLE_MS = 20;

type Shape = (t: number, noise: () => number) => { x: number; y: number; z: number };

function record(from: number, durationMs: number, seed: number, shape: Shape): MotionInput[] {
  const random = seeded(seed);
  const noise = () => (random() - 0.5) * 0.1;
  const samples: MotionInput[] = [];
  for (let t = 0; t < durationMs; t += SAMPLE_MS)
    samples.push({ kind: 'motion', at: from + t, ...shape(t / 1000, noise) });
  return samples;
}

const tilt = (degrees: number) => (degrees * Math.PI) / 180;

/** Walking: steps at 2 Hz bounce along the vertical (±3 m/s²), the body sways at half that pace. */
export const walk = (from: number, durationMs: number, seed = 1, gait = { bounce: 3, stepHz: 2, tiltDegrees: 10 }) =>
  record(from, durationMs, seed, (t, noise) => {
    const step = 2 * Math.PI * gait.stepHz * t;
    return {
      x: 0.8 * Math.sin(step / 2) + noise(),
      y: G * Math.cos(tilt(gait.tiltDegrees)) + gait.bounce * Math.sin(step) + noise(),
      z: G * Math.sin(tilt(gait.tiltDegrees)) + 0.3 * gait.bounce * Math.sin(step + 1) + noise(),
    };
  });

/** Standing still: the phone upright, tilted 10°, sensor noise only. */
export const standStill = (from: number, durationMs: number, seed = 2): MotionInput[] =>
  record(from, durationMs, seed, (_, noise) => ({
    x: noise(),
    y: G * Math.cos(tilt(10)) + noise(),
    z: G * Math.sin(tilt(10)) + noise(),
  }));

/** Lying on the back: the phone flat, gravity on z. */
export const lieStill = (from: number, durationMs: number, seed = 3): MotionInput[] =>
  record(from, durationMs, seed, (_, noise) => ({
    x: noise(),
    y: G * Math.sin(tilt(5)) + noise(),
    z: G * Math.cos(tilt(5)) + noise(),
  }));

/**
 * A fall: 350 ms of free fall (|a| near 0.1 g), a 100 ms impact peaking at 3.5 g, 300 ms of damped bounce,
 * ending flat. `impactAt` is when the impact peaks.
 */
export function fall(from: number, seed = 4): { samples: MotionInput[]; impactAt: number } {
  const samples = record(from, 750, seed, (t, noise) => {
    const ms = t * 1000;
    if (ms < 350) return { x: noise(), y: 0.1 * G + noise(), z: 0.05 * G + noise() };
    if (ms < 450) {
      const peak = 3.5 * G * Math.sin(((ms - 350) / 100) * Math.PI);
      return { x: 0.2 * peak + noise(), y: 0.3 * peak + noise(), z: Math.max(peak, 0.2 * G) + noise() };
    }
    const decay = Math.exp(-(ms - 450) / 80);
    return { x: noise(), y: G * Math.sin(tilt(5)), z: G * (1 + 0.8 * decay * Math.sin((ms - 450) / 30)) + noise() };
  });
  return { samples, impactAt: from + 400 };
}

/** Getting up from lying: 1.5 s turning from flat to upright, with the effort's jolts. */
export const getUp = (from: number, seed = 5): MotionInput[] =>
  record(from, 1500, seed, (t, noise) => {
    const angle = (Math.PI / 2) * Math.min(1, t / 1.5);
    const effort = 2.5 * Math.sin(6 * Math.PI * t);
    return { x: noise(), y: G * Math.sin(angle) + effort + noise(), z: G * Math.cos(angle) + noise() };
  });

/** Walk 10 s, fall, then lie still for `lyingMs`. */
export function fallThenLie(from: number, lyingMs: number) {
  const walking = walk(from, 10_000);
  const falling = fall(from + 10_000);
  const lying = lieStill(from + 10_750, lyingMs);
  return { samples: [...walking, ...falling.samples, ...lying], impactAt: falling.impactAt };
}

/** Walk 10 s, fall, lie still `lyingMs`, get up, then stand 10 s. */
export function fallThenGetUp(from: number, lyingMs: number) {
  const { samples, impactAt } = fallThenLie(from, lyingMs);
  const upAt = from + 10_750 + lyingMs;
  return { samples: [...samples, ...getUp(upAt), ...standStill(upAt + 1500, 10_000)], impactAt, upAt };
}

/**
 * For the calibration: the phone flat on a table, a device that reads gravity as `gravity`; it shakes ±1.5 m/s²
 * during its 4 vibrations (400 ms every 2000 ms) when `vibrates`.
 */
export const flatOnTable = (from: number, durationMs: number, vibrates: boolean, gravity = G, seed = 6) =>
  record(from, durationMs, seed, (t, noise) => {
    const shaking = vibrates && (t * 1000) % 2000 < 400 && t < 8 ? 30 * noise() : 0;
    return { x: noise() + shaking, y: noise() - shaking, z: gravity + noise() + shaking };
  });
