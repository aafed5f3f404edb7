import { isMoving, type MotionWindow, pushMotion } from './motion.ts';
import { effectiveFrequencyMinutes } from './protection.ts';
import {
  ALARM_VIBRATION,
  PTI_COUNTDOWN_TICK_MS,
  PTI_COUNTDOWN_TICKS,
  PTI_NOTIFICATION_ID,
  WALKING_STOP_DELAY_MS,
} from './pti-constants.ts';
import { ptiMessages } from './pti-messages.ts';
import type { MotionInput, PtiEffect, PtiMachine, RasInput, Step, SwitchInput, TickInput } from './pti-types.ts';
import { stopAlarmEffects } from './pti-types.ts';

/** Spec 000 section 4: inactive; active standby; walking; detecting inactivity (the notification loop). */
export type InactivityStatus = 'inactive' | 'standby' | 'walking' | 'detecting';

export interface InactivityConfig {
  /** The agency's ptiFrequency, in minutes (5 at least). */
  frequencyMinutes: number;
  /** Whether protection is on at the start (protection.ts): then it starts in standby, otherwise inactive. */
  enabled: boolean;
}

export interface InactivityState {
  status: InactivityStatus;
  frequencyMinutes: number;
  /** The last time motion went above the threshold (or protection, or R.A.S, restarted the wait). */
  lastMotionAt: number;
  window: MotionWindow;
  /** While detecting: when the countdown started and the last round announced. */
  countdown: { startedAt: number; round: number } | null;
}

export type InactivityInput = TickInput | MotionInput | RasInput | SwitchInput;

/** One round of the countdown: the notification (replacing the last one) tells the seconds left. */
const countdownRound = (round: number): PtiEffect[] => [
  {
    kind: 'notify',
    id: PTI_NOTIFICATION_ID,
    text: ptiMessages.inactivityCountdown(((PTI_COUNTDOWN_TICKS - round) * PTI_COUNTDOWN_TICK_MS) / 1000),
  },
  { kind: 'vibrate', pattern: ALARM_VIBRATION },
];

/** Back to standby, waiting again from `at`. */
const rest = (state: InactivityState, at: number): InactivityState => ({
  ...state,
  status: 'standby',
  lastMotionAt: at,
  countdown: null,
});

function onTick(state: InactivityState, at: number): Step<InactivityState> {
  if (state.status === 'detecting' && state.countdown) {
    const { startedAt, round } = state.countdown;
    const due = Math.floor((at - startedAt) / PTI_COUNTDOWN_TICK_MS);
    if (due >= PTI_COUNTDOWN_TICKS) {
      // Spec: the inactivity event goes on the active service; a persistent negative notice says so.
      return {
        state: rest(state, at),
        effects: [
          ...stopAlarmEffects(PTI_NOTIFICATION_ID),
          { kind: 'sendEvent', type: 'inactivity', at, description: ptiMessages.inactivityDetected, position: null },
          { kind: 'notice', text: ptiMessages.inactivityDetected, tone: 'negative', persistent: true },
        ],
      };
    }
    if (due <= round) return { state, effects: [] };
    return { state: { ...state, countdown: { startedAt, round: due } }, effects: countdownRound(due) };
  }
  const stillFor = at - state.lastMotionAt;
  if (stillFor >= effectiveFrequencyMinutes(state.frequencyMinutes) * 60_000) {
    return {
      state: { ...state, status: 'detecting', countdown: { startedAt: at, round: 0 } },
      effects: [{ kind: 'alarm', reason: 'inactivity' }, { kind: 'sound' }, ...countdownRound(0)],
    };
  }
  if (state.status === 'walking' && stillFor >= WALKING_STOP_DELAY_MS) {
    return { state: { ...state, status: 'standby' }, effects: [] };
  }
  return { state, effects: [] };
}

function onMotion(state: InactivityState, sample: MotionInput): Step<InactivityState> {
  const window = pushMotion(state.window, sample);
  if (!isMoving(window)) return { state: { ...state, window }, effects: [] };
  const moving: InactivityState = { ...state, window, status: 'walking', lastMotionAt: sample.at, countdown: null };
  // Someone who walks is not inactive: motion ends the countdown as R.A.S would.
  return { state: moving, effects: state.status === 'detecting' ? stopAlarmEffects(PTI_NOTIFICATION_ID) : [] };
}

/**
 * Inactivity protection (spec 000 sections 4 and 9). Motion above the threshold is walking; 10 s without it is
 * standby again. After frequency × 60 s without motion, the countdown starts: the alarm sound, then a local
 * notification (id 3) and a vibration every 3 s. R.A.S or motion ends it; otherwise, at the end (frequency × 60 s
 * plus the countdown after the last motion), an inactivity event goes out with a persistent negative notice, and
 * the wait starts again. The event's position is left to the runtime, which knows the last one.
 */
export const inactivityMachine: PtiMachine<InactivityConfig, InactivityState, InactivityInput> = {
  initial: (config, at) => ({
    status: config.enabled ? 'standby' : 'inactive',
    frequencyMinutes: config.frequencyMinutes,
    lastMotionAt: at,
    window: [],
    countdown: null,
  }),
  step(state, input) {
    if (input.kind === 'disable') {
      const effects = state.status === 'detecting' ? stopAlarmEffects(PTI_NOTIFICATION_ID) : [];
      return { state: { ...state, status: 'inactive', countdown: null, window: [] }, effects };
    }
    if (input.kind === 'enable') {
      return { state: state.status === 'inactive' ? rest(state, input.at) : state, effects: [] };
    }
    if (state.status === 'inactive') return { state, effects: [] };
    switch (input.kind) {
      case 'tick':
        return onTick(state, input.at);
      case 'motion':
        return onMotion(state, input);
      case 'ras':
        if (state.status !== 'detecting') return { state, effects: [] };
        return { state: rest(state, input.at), effects: stopAlarmEffects(PTI_NOTIFICATION_ID) };
    }
  },
};
