import {
  FALL_CALIBRATION_MIN_PULSES_FELT,
  FALL_CALIBRATION_MOTION_THRESHOLD,
  FALL_CALIBRATION_TICK_MS,
  FALL_FLAT_MIN_Z_RATIO,
  FALL_VIBRATION_COUNT,
  FALL_VIBRATION_MS,
  FALL_VIBRATION_PERIOD_MS,
  FALL_VIBRATION_RINGDOWN_MS,
} from './pti-constants.ts';

/**
 * The calibration (spec 000 sections 4 and 9): the device lies flat and still and vibrates 4 times, 400 ms every
 * 2000 ms. Every 200 ms tick measures the motion of its samples (the range of |a|): reaching 0.5 m/s² during a
 * vibration means the sensors feel it; outside the vibrations it means the device was not still. It succeeds
 * when at least 2 vibrations were felt, nothing else moved and z held the gravity (flat); the mean |a| is then
 * the device's own reading of gravity, which the fall thresholds use.
 */
export interface Calibration {
  startedAt: number;
  /** The range of |a| of the samples since the last tick. */
  tickMin: number;
  tickMax: number;
  lastTickAt: number;
  pulsesFelt: readonly number[];
  moved: boolean;
  magnitudeSum: number;
  samples: number;
}

/** 4 × 400 ms, one every 2000 ms, as navigator.vibrate takes it. */
export const CALIBRATION_VIBRATION: readonly number[] = Array.from({ length: 2 * FALL_VIBRATION_COUNT - 1 }, (_, i) =>
  i % 2 === 0 ? FALL_VIBRATION_MS : FALL_VIBRATION_PERIOD_MS - FALL_VIBRATION_MS,
);
export const CALIBRATION_MS = FALL_VIBRATION_COUNT * FALL_VIBRATION_PERIOD_MS;

export const startCalibration = (at: number): Calibration => ({
  startedAt: at,
  tickMin: Number.POSITIVE_INFINITY,
  tickMax: Number.NEGATIVE_INFINITY,
  lastTickAt: at,
  pulsesFelt: [],
  moved: false,
  magnitudeSum: 0,
  samples: 0,
});

/** A sample during the calibration. */
export const calibrationSample = (calibration: Calibration, magnitude: number): Calibration => ({
  ...calibration,
  tickMin: Math.min(calibration.tickMin, magnitude),
  tickMax: Math.max(calibration.tickMax, magnitude),
  magnitudeSum: calibration.magnitudeSum + magnitude,
  samples: calibration.samples + 1,
});

/** A tick during the calibration: what its samples saw. Ticks closer than 200 ms wait for more samples. */
export function calibrationTick(calibration: Calibration, at: number): Calibration {
  if (at - calibration.lastTickAt < FALL_CALIBRATION_TICK_MS) return calibration;
  const moved = calibration.tickMax - calibration.tickMin >= FALL_CALIBRATION_MOTION_THRESHOLD;
  // The tick's samples span (lastTickAt, at]: it overlaps a vibration when it starts in one, or reaches the next.
  const start = calibration.lastTickAt - calibration.startedAt;
  const end = at - calibration.startedAt;
  const phase = start % FALL_VIBRATION_PERIOD_MS;
  const reachesNext = Math.floor(end / FALL_VIBRATION_PERIOD_MS) > Math.floor(start / FALL_VIBRATION_PERIOD_MS);
  const reset = {
    ...calibration,
    tickMin: Number.POSITIVE_INFINITY,
    tickMax: Number.NEGATIVE_INFINITY,
    lastTickAt: at,
  };
  if (!moved) return reset;
  if (phase < FALL_VIBRATION_MS || reachesNext) {
    const pulse = Math.floor((phase < FALL_VIBRATION_MS ? start : end) / FALL_VIBRATION_PERIOD_MS);
    if (pulse >= FALL_VIBRATION_COUNT || reset.pulsesFelt.includes(pulse)) return reset;
    return { ...reset, pulsesFelt: [...reset.pulsesFelt, pulse] };
  }
  if (phase < FALL_VIBRATION_MS + FALL_VIBRATION_RINGDOWN_MS) return reset;
  return { ...reset, moved: true };
}

/** The gravity the device reads, when the calibration succeeded; null when it failed. */
export function calibrationResult(calibration: Calibration, zBuffer: readonly number[]): number | null {
  if (calibration.samples === 0 || zBuffer.length === 0) return null;
  const gravity = calibration.magnitudeSum / calibration.samples;
  const meanZ = zBuffer.reduce((sum, z) => sum + z, 0) / zBuffer.length;
  const flat = Math.abs(meanZ) / gravity >= FALL_FLAT_MIN_Z_RATIO;
  const ok = flat && !calibration.moved && calibration.pulsesFelt.length >= FALL_CALIBRATION_MIN_PULSES_FELT;
  return ok ? gravity : null;
}
