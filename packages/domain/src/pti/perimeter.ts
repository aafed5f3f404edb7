import { distanceMetres, type LatLng } from '../geo/geo.ts';
import {
  ALARM_VIBRATION,
  PERIMETER_COUNTDOWN_MS,
  PERIMETER_DEFAULT_ACCURACY_M,
  PERIMETER_DEFAULT_RADIUS_M,
  PERIMETER_MAX_ACCURACY_M,
  PERIMETER_NOTIFICATION_ID,
  PERIMETER_WARNING_THRESHOLD,
} from './pti-constants.ts';
import { ptiMessages } from './pti-messages.ts';
import type {
  Position,
  PositionInput,
  PtiEffect,
  PtiMachine,
  RasInput,
  Step,
  SwitchInput,
  TickInput,
} from './pti-types.ts';
import { stopAlarmEffects } from './pti-types.ts';

/** Spec 000 section 4: off, disabled, watching, out of perimeter, alert, sent, waiting for return, returned. */
export type PerimeterStatus = 'off' | 'disabled' | 'watching' | 'out' | 'alert' | 'sent' | 'waitingReturn' | 'returned';

export interface PerimeterConfig {
  /** The site's location; without one there is no perimeter and the machine stays off. */
  site: LatLng | null;
  /** The site's radius in metres (100 when it has none). */
  radius: number | null;
  /** Whether protection is on at the start: watching, otherwise disabled. */
  enabled: boolean;
}

export interface PerimeterState {
  status: PerimeterStatus;
  site: LatLng | null;
  radius: number;
  /** Positions outside in a row. */
  warnings: number;
  alertStartedAt: number | null;
  /** The last position found outside: the out-of-perimeter event carries it. */
  lastOutside: Position | null;
}

export type PerimeterInput = TickInput | PositionInput | RasInput | SwitchInput;

/**
 * Spec 000 section 9: how far outside the perimeter a position surely is: the gap to the site minus the radius
 * minus the accuracy (50 m when unknown). Positive only when even the nearest point the accuracy allows is out.
 */
export function distanceOutside(site: LatLng, radius: number, position: Position): number {
  return distanceMetres(site, position) - radius - (position.accuracy ?? PERIMETER_DEFAULT_ACCURACY_M);
}

/** Spec 000 section 9: a position less precise than 100 m says nothing about the perimeter. */
export const isUsablePosition = (position: Position) =>
  position.accuracy === null || (Number.isFinite(position.accuracy) && position.accuracy <= PERIMETER_MAX_ACCURACY_M);

const toPosition = ({ latitude, longitude, accuracy, altitude }: PositionInput): Position => ({
  latitude,
  longitude,
  accuracy,
  altitude: altitude ?? null,
});

const stop = () => stopAlarmEffects(PERIMETER_NOTIFICATION_ID);
const watching = (state: PerimeterState): PerimeterState => ({
  ...state,
  status: 'watching',
  warnings: 0,
  alertStartedAt: null,
});

function onPosition(state: PerimeterState, input: PositionInput): Step<PerimeterState> {
  if (!state.site || !isUsablePosition(input)) return { state, effects: [] };
  const outside = distanceOutside(state.site, state.radius, input) > 0;
  const position = toPosition(input);
  switch (state.status) {
    case 'watching':
    case 'out':
    case 'returned': {
      if (!outside) return { state: watching(state), effects: [] };
      const warnings = (state.status === 'out' ? state.warnings : 0) + 1;
      if (warnings < PERIMETER_WARNING_THRESHOLD) {
        return { state: { ...state, status: 'out', warnings, lastOutside: position }, effects: [] };
      }
      const alert: PerimeterState = { ...state, status: 'alert', warnings, lastOutside: position };
      const effects: PtiEffect[] = [
        { kind: 'alarm', reason: 'perimeter' },
        { kind: 'sound' },
        { kind: 'notify', id: PERIMETER_NOTIFICATION_ID, text: ptiMessages.outOfPerimeter },
        { kind: 'vibrate', pattern: ALARM_VIBRATION },
      ];
      return { state: { ...alert, alertStartedAt: input.at }, effects };
    }
    case 'alert':
      // Back before the countdown is over: nothing is sent.
      if (!outside) return { state: watching(state), effects: stop() };
      return { state: { ...state, lastOutside: position }, effects: [] };
    case 'sent':
    case 'waitingReturn':
      if (outside) return { state: { ...state, lastOutside: position }, effects: [] };
      return {
        state: { ...state, status: 'returned', warnings: 0, alertStartedAt: null },
        effects: [
          { kind: 'sendEvent', type: 'inPerimeter', at: input.at, description: ptiMessages.backInPerimeter, position },
        ],
      };
    default:
      return { state, effects: [] };
  }
}

function onTick(state: PerimeterState, at: number): Step<PerimeterState> {
  if (
    state.status === 'alert' &&
    state.alertStartedAt !== null &&
    at - state.alertStartedAt >= PERIMETER_COUNTDOWN_MS
  ) {
    return {
      state: { ...state, status: 'sent', alertStartedAt: null },
      effects: [
        ...stop(),
        {
          kind: 'sendEvent',
          type: 'outOfPerimeter',
          at,
          description: ptiMessages.outOfPerimeterReported,
          position: state.lastOutside,
        },
      ],
    };
  }
  // Sent and returned are passing states: the next tick moves on.
  if (state.status === 'sent') return { state: { ...state, status: 'waitingReturn' }, effects: [] };
  if (state.status === 'returned') return { state: watching(state), effects: [] };
  return { state, effects: [] };
}

/**
 * Perimeter detection (spec 000 sections 4 and 9). Positions less precise than 100 m are ignored; a position is
 * outside when gap − radius − accuracy > 0. Outside positions in a row count warnings; at 3 the alarm and a
 * 1 minute countdown start. Back inside before its end cancels; at its end the out-of-perimeter event goes out,
 * and the return, when it comes, sends an in-perimeter event before watching again. R.A.S silences the alarm
 * and counts the warnings again from zero.
 */
export const perimeterMachine: PtiMachine<PerimeterConfig, PerimeterState, PerimeterInput> = {
  initial: (config) => ({
    status: config.site ? (config.enabled ? 'watching' : 'disabled') : 'off',
    site: config.site,
    radius: config.radius ?? PERIMETER_DEFAULT_RADIUS_M,
    warnings: 0,
    alertStartedAt: null,
    lastOutside: null,
  }),
  step(state, input) {
    if (state.status === 'off') return { state, effects: [] };
    switch (input.kind) {
      case 'disable':
        return {
          state: { ...state, status: 'disabled', warnings: 0, alertStartedAt: null },
          effects: state.status === 'alert' ? stop() : [],
        };
      case 'enable':
        return { state: state.status === 'disabled' ? watching(state) : state, effects: [] };
      case 'position':
        return onPosition(state, input);
      case 'tick':
        return onTick(state, input.at);
      case 'ras':
        if (state.status !== 'alert') return { state, effects: [] };
        return { state: { ...state, status: 'out', warnings: 0, alertStartedAt: null }, effects: stop() };
    }
  },
};
