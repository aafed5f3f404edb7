/**
 * What the lone-worker state machines take and give. They are pure: time comes in the inputs (`at`, epoch
 * milliseconds), and what must happen in the browser comes out as effects, carried out by a runtime.
 */

/** Spec 000 section 3, Position. */
export interface Position {
  latitude: number;
  longitude: number;
  /** Metres; null when the device gives none. */
  accuracy: number | null;
  altitude?: number | null;
}

/** Time passes: deadlines (countdowns, waits) are checked on ticks. The runtime ticks every 200 ms or so. */
export interface TickInput {
  kind: 'tick';
  at: number;
}
/** One accelerometer sample, acceleration including gravity, m/s², in the device's axes (z out of the screen). */
export interface MotionInput {
  kind: 'motion';
  at: number;
  x: number;
  y: number;
  z: number;
}
export interface PositionInput extends Position {
  kind: 'position';
  at: number;
}
/** The agent presses R.A.S (« rien à signaler »): all is well. */
export interface RasInput {
  kind: 'ras';
  at: number;
}
/** Protection turns on or off (see protection.ts). */
export interface SwitchInput {
  kind: 'enable' | 'disable';
  at: number;
}

export type PtiAlarmReason = 'inactivity' | 'fall' | 'perimeter';
export type PtiEventType = 'inactivity' | 'fall' | 'outOfPerimeter' | 'inPerimeter';

export type PtiEffect =
  /** A local (system) notification; a second one with the same id replaces it. */
  | { kind: 'notify'; id: number; text: string }
  | { kind: 'dismiss'; id: number }
  /** An in-app notice; a persistent one stays until closed with its close button. */
  | { kind: 'notice'; text: string; tone: 'negative' | 'info'; persistent: boolean }
  | { kind: 'vibrate'; pattern: readonly number[] }
  /** Start the alarm sound in a loop. */
  | { kind: 'sound' }
  | { kind: 'silence' }
  /** The local alarm starts: the agent still has a countdown to answer before anything is sent. */
  | { kind: 'alarm'; reason: PtiAlarmReason }
  /** A PTI event for the active service (POST {agency}/event-pti). */
  | { kind: 'sendEvent'; type: PtiEventType; at: number; description: string; position: Position | null };

export interface Step<S> {
  state: S;
  effects: PtiEffect[];
}

/** A state machine of lone-worker protection. */
export interface PtiMachine<C, S extends { status: string }, I extends { at: number }> {
  initial(config: C, at: number): S;
  step(state: S, input: I): Step<S>;
}

/** Silences the local alarm and clears its notification. */
export const stopAlarmEffects = (notificationId: number): PtiEffect[] => [
  { kind: 'silence' },
  { kind: 'dismiss', id: notificationId },
];
