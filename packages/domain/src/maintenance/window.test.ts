import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maintenanceActive, maintenanceExempt, maintenanceState } from './window.ts';

describe('maintenanceActive', () => {
  const now = new Date('2025-06-01T12:00:00Z');

  it('is off without a message, on without bounds', () => {
    expect(maintenanceActive(null, now)).toBe(false);
    expect(maintenanceActive({ message: 'x', startAt: null, endAt: null }, now)).toBe(true);
  });

  it('is on exactly between start (included) and end (excluded)', () => {
    const time = fc.integer({ min: 0, max: 4_000_000_000_000 });
    fc.assert(
      fc.property(time, time, time, (s, e, n) => {
        const setting = { message: 'x', startAt: new Date(s).toISOString(), endAt: new Date(e).toISOString() };
        return maintenanceActive(setting, new Date(n)) === (s <= n && n < e);
      }),
    );
  });
});

describe('maintenanceExempt', () => {
  it('keeps sign-in, the current user, version, health and the message itself open', () => {
    expect(maintenanceExempt('POST', '/api/login_check')).toBe(true);
    expect(maintenanceExempt('POST', '/api/token/refresh')).toBe(true);
    expect(maintenanceExempt('GET', '/api/user')).toBe(true);
    expect(maintenanceExempt('HEAD', '/api/version')).toBe(true);
    expect(maintenanceExempt('GET', '/api/health')).toBe(true);
    expect(maintenanceExempt('GET', '/api/maintenance-message')).toBe(true);
  });

  it('closes everything else', () => {
    expect(maintenanceExempt('PUT', '/api/user')).toBe(false);
    expect(maintenanceExempt('GET', '/api/user/notifications')).toBe(false);
    expect(maintenanceExempt('GET', '/api/agency/x/dashboard')).toBe(false);
  });
});

describe('maintenanceState', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const at = (iso: string) => new Date(iso).toISOString();

  it('tells a disabled, planned, active or ended message apart', () => {
    expect(maintenanceState(null, now)).toBe('none');
    expect(maintenanceState({ message: 'x', startAt: null, endAt: null, enabled: false }, now)).toBe('disabled');
    expect(maintenanceActive({ message: 'x', startAt: null, endAt: null, enabled: false }, now)).toBe(false);
    expect(maintenanceState({ message: 'x', startAt: at('2025-06-02T00:00:00Z'), endAt: null }, now)).toBe('planned');
    expect(maintenanceState({ message: 'x', startAt: null, endAt: null }, now)).toBe('active');
    expect(maintenanceState({ message: 'x', startAt: null, endAt: at('2025-06-01T11:00:00Z') }, now)).toBe('over');
  });
});
