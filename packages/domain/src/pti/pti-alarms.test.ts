import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zFieldMessage } from '../field/field-schemas.ts';
import { decidePtiAction } from '../field/pti-decision.ts';
import { ServiceStatus } from '../planning/service-status.ts';
import {
  DEADMAN_GRACE_MS,
  deadmanDeadline,
  heartbeatPeriodMs,
  phoneAlarmKinds,
  protectionStates,
  ptiPayloadFits,
} from './pti-alarms.ts';

const base = {
  uuid: '0b7f2f7e-8c7e-4e0e-9f5a-5f8a1c2d3e4f',
  serviceId: '1b7f2f7e-8c7e-4e0e-9f5a-5f8a1c2d3e4f',
  deviceAt: '2026-11-25T10:00:00+01:00',
};

describe('protection field messages', () => {
  it('a heartbeat carries a protection state, an alarm a kind the phone may raise, the others no pti part', () => {
    expect(zFieldMessage.safeParse({ ...base, type: 'pti.heartbeat', pti: { protection: 'on' } }).success).toBe(true);
    expect(zFieldMessage.safeParse({ ...base, type: 'pti.alarm', pti: { alarm: 'sos' } }).success).toBe(true);
    expect(zFieldMessage.safeParse({ ...base, type: 'pti.alarm', pti: { alarm: 'deadman' } }).success).toBe(false);
    expect(zFieldMessage.safeParse({ ...base, type: 'pti.heartbeat' }).success).toBe(false);
    const mixed = zFieldMessage.safeParse({ ...base, type: 'break.start', pti: { protection: 'on' } });
    expect(mixed.error?.issues[0].message).toBe('Les informations de protection ne correspondent pas au message');
  });

  it('fits exactly: heartbeat ⇔ protection without alarm, alarm ⇔ a kind, others ⇔ nothing', () => {
    const pti = fc.option(
      fc.record(
        { protection: fc.constantFrom(...protectionStates), alarm: fc.constantFrom(...phoneAlarmKinds) },
        { requiredKeys: [] },
      ),
      { nil: undefined },
    );
    const type = fc.constantFrom('pti.heartbeat', 'pti.alarm', 'service.start', 'break.end');
    fc.assert(
      fc.property(type, pti, (t, p) => {
        const fits = ptiPayloadFits(t, p);
        if (t === 'pti.heartbeat') return fits === (p?.protection !== undefined && p.alarm === undefined);
        if (t === 'pti.alarm') return fits === (p?.alarm !== undefined);
        return fits === (p === undefined);
      }),
    );
  });

  it('is taken on a started or paused service only', () => {
    const state = (status: ServiceStatus) => ({ status, isCircuit: false, statusBeforeBreak: null });
    expect(decidePtiAction(state(ServiceStatus.Started)).ok).toBe(true);
    expect(decidePtiAction(state(ServiceStatus.Paused)).ok).toBe(true);
    expect(decidePtiAction(state(ServiceStatus.Ended))).toMatchObject({ ok: false, message: 'Le service est terminé' });
    expect(decidePtiAction(state(ServiceStatus.Planned))).toMatchObject({ ok: false, refusal: 'notStarted' });
  });
});

describe('the dead-man deadline', () => {
  it('is frequency (at least 5 min) + grace after the last heartbeat, always after two heartbeat periods', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 1440 }), fc.integer({ min: 0, max: 2 ** 40 }), (frequency, at) => {
        const deadline = deadmanDeadline(new Date(at), frequency).getTime() - at;
        const minutes = Math.max(5, frequency);
        return deadline === minutes * 60_000 + DEADMAN_GRACE_MS && deadline > 2 * heartbeatPeriodMs(frequency);
      }),
    );
  });
});
