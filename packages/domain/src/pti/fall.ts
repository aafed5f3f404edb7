import {
  CALIBRATION_MS,
  CALIBRATION_VIBRATION,
  type Calibration,
  calibrationResult,
  calibrationSample,
  calibrationTick,
  startCalibration,
} from './fall-calibration.ts';
import { isMoving, type MotionWindow, magnitude, pushMotion } from './motion.ts';
import {
  ALARM_VIBRATION,
  FALL_ALARM_COUNTDOWN_MS,
  FALL_ATTITUDE_SAMPLES,
  FALL_FALSE_POSITIVE_CHECK_MS,
  FALL_FREE_FALL_G,
  FALL_IMPACT_G,
  FALL_IMPACT_WINDOW_MS,
  FALL_NOTIFICATION_ID,
  FALL_REACTIVATION_MS,
  FALL_RISE_WAIT_MS,
  FALL_UPRIGHT_MAX_Z_RATIO,
  FALL_Z_BUFFER_SIZE,
  STANDARD_GRAVITY,
} from './pti-constants.ts';
import { ptiMessages } from './pti-messages.ts';
import type { MotionInput, PtiMachine, RasInput, Step, SwitchInput, TickInput } from './pti-types.ts';
import { stopAlarmEffects } from './pti-types.ts';

/**
 * Spec 000 section 4: inactive, waiting, calibrating, watching, fall suspected (the false-positive check),
 * waiting for getting up, alarm raised, reactivation, sending.
 */
export type FallStatus =
  | 'inactive'
  | 'waiting'
  | 'calibrating'
  | 'watching'
  | 'suspected'
  | 'waitingRise'
  | 'alarm'
  | 'reactivation'
  | 'sending';

export interface FallConfig {
  /** Whether protection is on at the start: then it waits for the sensors, otherwise inactive. */
  enabled: boolean;
  /** The gravity a past calibration measured on this device, m/s²; null for the standard one. */
  gravity: number | null;
}

export interface FallState {
  status: FallStatus;
  gravity: number;
  /** When the current status began: the waits and countdowns run from it. */
  since: number;
  /** The last 100 z-axis values, oldest first. */
  zBuffer: readonly number[];
  window: MotionWindow;
  /** The last sample of free fall, while an impact may still follow. */
  freeFallAt: number | null;
  calibration: Calibration | null;
}

/** `calibrate`: the agent laid the phone flat; `canVibrate` says whether the browser can make it vibrate. */
export interface CalibrateInput {
  kind: 'calibrate';
  at: number;
  canVibrate: boolean;
}

export type FallInput = TickInput | MotionInput | RasInput | SwitchInput | CalibrateInput;

const stop = () => stopAlarmEffects(FALL_NOTIFICATION_ID);
const enter = (state: FallState, status: FallStatus, at: number): FallState => ({
  ...state,
  status,
  since: at,
  freeFallAt: null,
  calibration: null,
});

/** Upright: the device within 30° of vertical over the last half second (standing, or got up). */
export function isUpright(zBuffer: readonly number[], gravity: number): boolean {
  const recent = zBuffer.slice(-FALL_ATTITUDE_SAMPLES);
  if (recent.length === 0) return false;
  const meanZ = recent.reduce((sum, z) => sum + z, 0) / recent.length;
  return Math.abs(meanZ) / gravity <= FALL_UPRIGHT_MAX_Z_RATIO;
}

/** The person is up: standing upright, walking, or getting up (which moves as walking does). */
const recovered = (state: FallState) => isMoving(state.window) || isUpright(state.zBuffer, state.gravity);

function onMotion(state: FallState, sample: MotionInput): Step<FallState> {
  const updated: FallState = {
    ...state,
    zBuffer: [...state.zBuffer.slice(-(FALL_Z_BUFFER_SIZE - 1)), sample.z],
    window: pushMotion(state.window, sample),
  };
  const g = magnitude(sample) / state.gravity;
  switch (state.status) {
    case 'waiting':
      // The sensors answer: watching can begin.
      return { state: enter(updated, 'watching', sample.at), effects: [] };
    case 'calibrating':
      return {
        state: {
          ...updated,
          calibration: state.calibration && calibrationSample(state.calibration, magnitude(sample)),
        },
        effects: [],
      };
    case 'watching': {
      if (g < FALL_FREE_FALL_G) return { state: { ...updated, freeFallAt: sample.at }, effects: [] };
      const impact =
        g > FALL_IMPACT_G && state.freeFallAt !== null && sample.at - state.freeFallAt <= FALL_IMPACT_WINDOW_MS;
      return { state: impact ? enter(updated, 'suspected', sample.at) : updated, effects: [] };
    }
    case 'waitingRise':
      // Up before the alarm: no alarm at all.
      return { state: recovered(updated) ? enter(updated, 'watching', sample.at) : updated, effects: [] };
    case 'alarm':
      return recovered(updated)
        ? { state: enter(updated, 'reactivation', sample.at), effects: stop() }
        : { state: updated, effects: [] };
    default:
      return { state: updated, effects: [] };
  }
}

function onTick(state: FallState, at: number): Step<FallState> {
  const elapsed = at - state.since;
  switch (state.status) {
    case 'calibrating': {
      const calibration = state.calibration && calibrationTick(state.calibration, at);
      if (!calibration) return { state: enter(state, 'watching', at), effects: [] };
      if (elapsed < CALIBRATION_MS) return { state: { ...state, calibration }, effects: [] };
      const gravity = calibrationResult(calibration, state.zBuffer.slice(-calibration.samples));
      const text = gravity === null ? ptiMessages.calibrationUnavailable : ptiMessages.calibrationDone;
      return {
        state: enter({ ...state, gravity: gravity ?? state.gravity }, 'watching', at),
        effects: [{ kind: 'notice', text, tone: gravity === null ? 'negative' : 'info', persistent: false }],
      };
    }
    case 'suspected':
      if (elapsed < FALL_FALSE_POSITIVE_CHECK_MS) break;
      // Up and about 3 s after the impact: a jump, a stumble, a dropped phone picked up again.
      return { state: enter(state, recovered(state) ? 'watching' : 'waitingRise', at), effects: [] };
    case 'waitingRise':
      if (elapsed < FALL_RISE_WAIT_MS) break;
      return {
        state: enter(state, 'alarm', at),
        effects: [
          { kind: 'alarm', reason: 'fall' },
          { kind: 'sound' },
          { kind: 'notify', id: FALL_NOTIFICATION_ID, text: ptiMessages.fallDetected },
          { kind: 'vibrate', pattern: ALARM_VIBRATION },
        ],
      };
    case 'alarm':
      if (elapsed < FALL_ALARM_COUNTDOWN_MS) break;
      return {
        state: enter(state, 'sending', at),
        effects: [
          ...stop(),
          { kind: 'sendEvent', type: 'fall', at, description: ptiMessages.fallReported, position: null },
        ],
      };
    case 'sending':
      // The report is out: the mode resets.
      return { state: enter(state, 'reactivation', at), effects: [] };
    case 'reactivation':
      if (elapsed < FALL_REACTIVATION_MS) break;
      return { state: enter(state, 'watching', at), effects: [] };
  }
  return { state, effects: [] };
}

function onCalibrate(state: FallState, input: CalibrateInput): Step<FallState> {
  if (state.status !== 'waiting' && state.status !== 'watching') return { state, effects: [] };
  if (!input.canVibrate) {
    return {
      state,
      effects: [{ kind: 'notice', text: ptiMessages.calibrationUnavailable, tone: 'negative', persistent: false }],
    };
  }
  return {
    state: { ...enter(state, 'calibrating', input.at), calibration: startCalibration(input.at) },
    effects: [{ kind: 'vibrate', pattern: CALIBRATION_VIBRATION }],
  };
}

/**
 * Fall detection (spec 000 sections 4 and 9). Watching, a free fall (|a| under 0.4 g) followed within 1 s by an
 * impact (over 2.5 g) makes a fall suspected; 3 s later, unless the person is up (upright or walking), it waits
 * 3 s more for them to get up, then the alarm rings in a loop for 30 s before the fall report goes out. Getting
 * up, walking, standing or R.A.S ends it; after a report or a recovery, 5 s of reactivation before watching
 * again. Thresholds are in g of the device's own gravity reading, measured by the calibration.
 */
export const fallMachine: PtiMachine<FallConfig, FallState, FallInput> = {
  initial: (config, at) => ({
    status: config.enabled ? 'waiting' : 'inactive',
    gravity: config.gravity ?? STANDARD_GRAVITY,
    since: at,
    zBuffer: [],
    window: [],
    freeFallAt: null,
    calibration: null,
  }),
  step(state, input) {
    if (input.kind === 'disable') {
      const effects = state.status === 'alarm' ? stop() : [];
      return { state: { ...enter(state, 'inactive', input.at), zBuffer: [], window: [] }, effects };
    }
    if (input.kind === 'enable') {
      return { state: state.status === 'inactive' ? enter(state, 'waiting', input.at) : state, effects: [] };
    }
    if (state.status === 'inactive') return { state, effects: [] };
    switch (input.kind) {
      case 'motion':
        return onMotion(state, input);
      case 'tick':
        return onTick(state, input.at);
      case 'calibrate':
        return onCalibrate(state, input);
      case 'ras':
        if (state.status === 'suspected' || state.status === 'waitingRise') {
          return { state: enter(state, 'watching', input.at), effects: [] };
        }
        if (state.status === 'alarm' || state.status === 'sending') {
          return { state: enter(state, 'reactivation', input.at), effects: state.status === 'alarm' ? stop() : [] };
        }
        return { state, effects: [] };
    }
  },
};
