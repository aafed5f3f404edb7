import { MOTION_THRESHOLD, MOTION_WINDOW_MS } from './pti-constants.ts';
import type { MotionInput } from './pti-types.ts';

/** The magnitudes |a| of the last second of samples, oldest first. */
export type MotionWindow = readonly { at: number; magnitude: number }[];

/** |a| in m/s². */
export const magnitude = (sample: { x: number; y: number; z: number }) =>
  Math.sqrt(sample.x ** 2 + sample.y ** 2 + sample.z ** 2);

/** The window with this sample added and the samples older than the window dropped. */
export function pushMotion(window: MotionWindow, sample: MotionInput): MotionWindow {
  const since = sample.at - MOTION_WINDOW_MS;
  return [...window.filter((entry) => entry.at > since), { at: sample.at, magnitude: magnitude(sample) }];
}

/** The standard deviation of |a| over the window (0 for fewer than two samples). */
export function motionLevel(window: MotionWindow): number {
  if (window.length < 2) return 0;
  const mean = window.reduce((sum, entry) => sum + entry.magnitude, 0) / window.length;
  const variance = window.reduce((sum, entry) => sum + (entry.magnitude - mean) ** 2, 0) / window.length;
  return Math.sqrt(variance);
}

/** Whether the window shows someone moving (walking, getting up): motion above the threshold. */
export const isMoving = (window: MotionWindow) => motionLevel(window) > MOTION_THRESHOLD;
