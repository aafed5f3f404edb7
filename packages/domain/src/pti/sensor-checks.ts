import {
  DEVICE_MOTION_MAX_POLLS,
  DEVICE_MOTION_POLL_MS,
  GEOLOCATION_HIGH_ACCURACY,
  GEOLOCATION_TIMEOUT_MS,
} from './pti-constants.ts';

/** Spec 000 section 5: geolocation asks for high accuracy, with a 15 s time-out (PositionOptions' shape). */
export const geolocationOptions = { enableHighAccuracy: GEOLOCATION_HIGH_ACCURACY, timeout: GEOLOCATION_TIMEOUT_MS };

export interface DeviceMotionCheck {
  /** Polls done in this attempt. */
  polls: number;
  /** Whether permission was already requested (the check is retried once after it). */
  permissionRequested: boolean;
}

export type DeviceMotionVerdict =
  | { kind: 'ok' }
  | { kind: 'poll'; afterMs: number; next: DeviceMotionCheck }
  | { kind: 'requestPermission'; next: DeviceMotionCheck }
  | { kind: 'refused' };

/**
 * Spec 000 section 5: the accelerometer and the gyroscope must both give readings. The check polls every 500 ms,
 * up to 4 times (about 2 s); if readings are still missing, permission is requested and the check runs once more;
 * missing again, protection is refused.
 */
export function checkDeviceMotion(
  check: DeviceMotionCheck,
  readings: { accelerometer: boolean; gyroscope: boolean },
): DeviceMotionVerdict {
  if (readings.accelerometer && readings.gyroscope) return { kind: 'ok' };
  const polls = check.polls + 1;
  if (polls < DEVICE_MOTION_MAX_POLLS)
    return { kind: 'poll', afterMs: DEVICE_MOTION_POLL_MS, next: { ...check, polls } };
  if (check.permissionRequested) return { kind: 'refused' };
  return { kind: 'requestPermission', next: { polls: 0, permissionRequested: true } };
}
