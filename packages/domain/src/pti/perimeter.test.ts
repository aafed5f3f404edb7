import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMetres, offsetPoint } from '../geo/geo.ts';
import { distanceOutside, type PerimeterConfig, type PerimeterInput, perimeterMachine } from './perimeter.ts';
import type { PositionInput } from './pti-types.ts';
import { jitterAt150m, leaveAndComeBack, SITE } from './traces/gps.ts';
import { effectsOf, replay, withTicks } from './traces/replay.ts';

const T0 = 1_700_000_000_000;
const S = 1000;
const on: PerimeterConfig = { site: SITE, radius: 100, enabled: true };

function run(fixes: PerimeterInput[], until: number, config = on) {
  return replay(perimeterMachine, config, withTicks(fixes, S, T0, until), T0);
}

const fixAt = (at: number, metres: number, accuracy: number | null): PositionInput => ({
  kind: 'position',
  at,
  ...offsetPoint(SITE, metres, 45),
  accuracy,
});

describe('geo', () => {
  it('measures metres: one degree of latitude is about 111 km, the offset point lies at the distance asked', () => {
    expect(distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111_195, -1);
    expect(distanceMetres(SITE, offsetPoint(SITE, 250, 123))).toBeCloseTo(250, 6);
  });

  it('distance outside = gap − radius − accuracy, 50 m when the accuracy is unknown', () => {
    const point = offsetPoint(SITE, 300, 0);
    expect(distanceOutside(SITE, 100, { ...point, accuracy: 20 })).toBeCloseTo(180, 6);
    expect(distanceOutside(SITE, 100, { ...point, accuracy: null })).toBeCloseTo(150, 6);
  });
});

describe('perimeter traces', () => {
  it('leaving for 2 minutes: alarm at the 3rd fix outside, the event 1 minute later, the return event', () => {
    // Walking away at 1.4 m/s with 15 m accuracy, a fix is surely out past 115 m: from 85 s (fixes every 5 s).
    const replayed = run(leaveAndComeBack(T0, 300, 120 * S), T0 + 600 * S);
    expect(replayed.statuses.map((s) => [(s.at - T0) / S, s.status])).toEqual([
      [0, 'watching'],
      [85, 'out'],
      [95, 'alert'],
      [155, 'sent'],
      [156, 'waitingReturn'],
      // Coming back from 300 m after 334 s, inside 115 m from 467 s: the fix at 470 s.
      [470, 'returned'],
      // The runtime's tick of the same instant moves on.
      [470, 'watching'],
    ]);
    expect(effectsOf(replayed, 'alarm')).toEqual([{ at: T0 + 95 * S, kind: 'alarm', reason: 'perimeter' }]);
    const events = effectsOf(replayed, 'sendEvent');
    expect(events.map((e) => [(e.at - T0) / S, e.type])).toEqual([
      [155, 'outOfPerimeter'],
      [470, 'inPerimeter'],
    ]);
    expect(distanceMetres(SITE, events[0].position!)).toBeGreaterThan(200);
    expect(effectsOf(replayed, 'silence').map((e) => (e.at - T0) / S)).toEqual([155]);
  });

  it('coming back before the countdown ends cancels: silence, nothing sent', () => {
    // Out to 150 m and straight back: the alarm at 95 s, inside again at the fix of 135 s.
    const replayed = run(leaveAndComeBack(T0, 150, 0), T0 + 300 * S);
    expect(effectsOf(replayed, 'alarm').map((e) => (e.at - T0) / S)).toEqual([95]);
    expect(replayed.statuses.at(-1)).toEqual({ at: T0 + 135 * S, status: 'watching' });
    expect(effectsOf(replayed, 'silence').map((e) => (e.at - T0) / S)).toEqual([135]);
    expect(effectsOf(replayed, 'sendEvent')).toEqual([]);
  });

  it('GPS jitter at 150 m accuracy for an hour never alarms nor leaves watching', () => {
    const replayed = run(jitterAt150m(T0, 3600 * S), T0 + 3600 * S);
    expect(replayed.statuses).toEqual([{ at: T0, status: 'watching' }]);
    expect(replayed.effects).toEqual([]);
  });
});

describe('perimeter transitions', () => {
  const start = (config = on) => perimeterMachine.initial(config, T0);
  const stepAll = (inputs: PerimeterInput[], state = start()) =>
    inputs.reduce((current, input) => perimeterMachine.step(current, input).state, state);
  const alerting = () => stepAll([fixAt(T0, 500, 10), fixAt(T0 + 5 * S, 500, 10), fixAt(T0 + 10 * S, 500, 10)]);

  it('is off without a site location, whatever comes; disabled when protection is off', () => {
    const off = start({ site: null, radius: null, enabled: true });
    expect(off.status).toBe('off');
    expect(stepAll([{ kind: 'enable', at: T0 }, fixAt(T0, 5000, 5), fixAt(T0, 5000, 5), fixAt(T0, 5000, 5)], off)).toBe(
      off,
    );
    expect(start({ ...on, enabled: false }).status).toBe('disabled');
    expect(start({ ...on, radius: null }).radius).toBe(100);
  });

  it('a disabled perimeter ignores positions until enabled', () => {
    const disabled = start({ ...on, enabled: false });
    expect(stepAll([fixAt(T0, 500, 10), fixAt(T0, 500, 10), fixAt(T0, 500, 10)], disabled).status).toBe('disabled');
    expect(perimeterMachine.step(disabled, { kind: 'enable', at: T0 }).state.status).toBe('watching');
  });

  it('one fix inside resets the warnings', () => {
    const state = stepAll([fixAt(T0, 500, 10), fixAt(T0 + 5 * S, 500, 10), fixAt(T0 + 10 * S, 50, 10)]);
    expect(state).toMatchObject({ status: 'watching', warnings: 0 });
  });

  it('a fix without accuracy counts 50 m: out at 151 m, not at 149 m', () => {
    expect(perimeterMachine.step(start(), fixAt(T0, 149, null)).state.status).toBe('watching');
    expect(perimeterMachine.step(start(), fixAt(T0, 151, null)).state.status).toBe('out');
  });

  it('a fix at 101 m accuracy is ignored even far away; at 100 m it counts', () => {
    expect(perimeterMachine.step(start(), fixAt(T0, 5000, 101)).state).toEqual(start());
    expect(perimeterMachine.step(start(), fixAt(T0, 5000, 100)).state.status).toBe('out');
  });

  it('R.A.S silences the alarm, sends nothing, and counts warnings again', () => {
    const { state, effects } = perimeterMachine.step(alerting(), { kind: 'ras', at: T0 + 20 * S });
    expect(state).toMatchObject({ status: 'out', warnings: 0, alertStartedAt: null });
    expect(effects).toEqual([{ kind: 'silence' }, { kind: 'dismiss', id: 5 }]);
    expect(perimeterMachine.step(state, { kind: 'tick', at: T0 + 600 * S }).effects).toEqual([]);
  });

  it('disable during the alarm silences it', () => {
    expect(perimeterMachine.step(alerting(), { kind: 'disable', at: T0 + 20 * S })).toEqual({
      state: expect.objectContaining({ status: 'disabled' }),
      effects: [{ kind: 'silence' }, { kind: 'dismiss', id: 5 }],
    });
  });
});

describe('perimeter properties', () => {
  const anyTime = fc.integer({ min: 0, max: 30 * S });
  const bearing = fc.double({ min: 0, max: 360, noNaN: true });

  /** Fixes built from (delay, gap, bearing, accuracy), replayed with a tick at each fix and a late tick. */
  function replayFixes(fixes: [number, number, number, number | null][], radius: number) {
    let at = T0;
    const inputs: PerimeterInput[] = [];
    for (const [delay, gap, towards, accuracy] of fixes) {
      at += delay;
      inputs.push({ kind: 'position', at, ...offsetPoint(SITE, gap, towards), accuracy }, { kind: 'tick', at });
    }
    inputs.push({ kind: 'tick', at: at + 3600 * S });
    return replay(perimeterMachine, { site: SITE, radius, enabled: true }, inputs, T0);
  }

  it('fixes inside the radius never alarm, whatever their accuracy', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 500 }),
        fc.array(fc.tuple(anyTime, fc.double({ min: 0, max: 1, noNaN: true }), bearing, fc.option(fc.nat(300))), {
          maxLength: 60,
        }),
        (radius, fixes) => {
          const replayed = replayFixes(
            fixes.map(([delay, share, towards, accuracy]) => [delay, share * radius * 0.999, towards, accuracy]),
            radius,
          );
          expect(replayed.effects).toEqual([]);
        },
      ),
    );
  });

  it('fixes less precise than 100 m never alarm, wherever they are', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(anyTime, fc.integer({ min: 0, max: 50_000 }), bearing, fc.integer({ min: 101, max: 5000 })), {
          maxLength: 60,
        }),
        (fixes) => {
          expect(replayFixes(fixes, 100).effects).toEqual([]);
        },
      ),
    );
  });

  it('R.A.S always leaves the alarm', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(anyTime, fc.integer({ min: 0, max: 1000 }), fc.option(fc.nat(150))), { maxLength: 40 }),
        fc.integer({ min: 0, max: 120 * S }),
        (fixes, rasDelay) => {
          let at = T0;
          const inputs: PerimeterInput[] = fixes.flatMap(([delay, gap, accuracy]) => {
            at += delay;
            return [fixAt(at, gap, accuracy), { kind: 'tick' as const, at }];
          });
          const { final } = replay(perimeterMachine, on, inputs, T0);
          const after = perimeterMachine.step(final, { kind: 'ras', at: at + rasDelay });
          expect(after.state.status).not.toBe('alert');
          expect(after.effects.some((e) => e.kind === 'alarm' || e.kind === 'sendEvent')).toBe(false);
        },
      ),
    );
  });
});
