import { describe, expect, it } from 'vitest';
import { checkDeviceMotion, type DeviceMotionCheck, geolocationOptions } from './sensor-checks.ts';

const fresh: DeviceMotionCheck = { polls: 0, permissionRequested: false };
const none = { accelerometer: false, gyroscope: false };

/** Runs the check against readings that never come, and lists what it asked for. */
function exhaust(readings = none) {
  const steps: string[] = [];
  let check = fresh;
  for (let i = 0; i < 20; i++) {
    const verdict = checkDeviceMotion(check, readings);
    steps.push(verdict.kind === 'poll' ? `poll ${verdict.afterMs}` : verdict.kind);
    if (verdict.kind === 'ok' || verdict.kind === 'refused') break;
    check = verdict.next;
  }
  return steps;
}

describe('device-motion check (spec 000 sections 5 and 9)', () => {
  it('passes at once when both sensors answer', () => {
    expect(checkDeviceMotion(fresh, { accelerometer: true, gyroscope: true })).toEqual({ kind: 'ok' });
  });

  it('without readings: 4 checks 500 ms apart, the permission, 4 more checks, then refused', () => {
    const round = ['poll 500', 'poll 500', 'poll 500'];
    expect(exhaust()).toEqual([...round, 'requestPermission', ...round, 'refused']);
  });

  it('one sensor is not enough', () => {
    expect(exhaust({ accelerometer: true, gyroscope: false }).at(-1)).toBe('refused');
  });

  it('geolocation asks for high accuracy with a 15 s time-out', () => {
    expect(geolocationOptions).toEqual({ enableHighAccuracy: true, timeout: 15_000 });
  });
});
