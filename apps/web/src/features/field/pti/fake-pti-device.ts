import type { Position } from '@securite/domain/field/field-schemas';
import type { PtiDevice } from './pti-runtime.ts';

/** A phone for tests: the test moves it, places it, and reads what it rang, vibrated and showed. */
export function fakePtiDevice(options: { sound?: 'ok' | 'load' | 'play'; canVibrate?: boolean } = {}) {
  let motion: ((sample: { x: number; y: number; z: number }) => void) | null = null;
  let orientation: (() => void) | null = null;
  let position: ((p: Position) => void) | null = null;
  const log = {
    vibrations: 0,
    notifications: [] as string[],
    ringing: false,
    awake: false,
    permissionAsked: 0,
  };
  const device: PtiDevice = {
    now: () => Date.now(),
    onMotion(listener) {
      motion = listener;
      return () => {
        motion = null;
      };
    },
    onOrientation(listener) {
      orientation = listener;
      return () => {
        orientation = null;
      };
    },
    async requestMotionPermission() {
      log.permissionAsked++;
      return false;
    },
    onPosition(listener) {
      position = listener;
      return () => {
        position = null;
      };
    },
    vibrate() {
      log.vibrations++;
      return true;
    },
    notify(_id, text) {
      log.notifications.push(text);
    },
    canVibrate: () => options.canVibrate ?? true,
    dismiss() {},
    async playAlarm() {
      if (options.sound && options.sound !== 'ok') throw options.sound;
      log.ringing = true;
    },
    stopAlarm() {
      log.ringing = false;
    },
    async keepAwake() {
      log.awake = true;
      return () => {
        log.awake = false;
      };
    },
  };
  return {
    device,
    log,
    /** One accelerometer sample, with the gyroscope answering too. */
    move(x: number, y: number, z: number) {
      motion?.({ x, y, z });
      orientation?.();
    },
    /** The phone lying still on its back. */
    still() {
      motion?.({ x: 0, y: 0, z: 9.81 });
      orientation?.();
    },
    place(p: Position) {
      position?.(p);
    },
  };
}
