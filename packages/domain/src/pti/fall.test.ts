import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FallConfig, type FallInput, fallMachine } from './fall.ts';
import { CALIBRATION_VIBRATION } from './fall-calibration.ts';
import { STANDARD_GRAVITY } from './pti-constants.ts';
import type { MotionInput } from './pti-types.ts';
import {
  fall,
  fallThenGetUp,
  fallThenLie,
  flatOnTable,
  getUp,
  lieStill,
  SAMPLE_MS,
  standStill,
  walk,
} from './traces/accelerometer.ts';
import { effectsOf, replay, withTicks } from './traces/replay.ts';

const T0 = 1_700_000_000_000;
const S = 1000;
const on: FallConfig = { enabled: true, gravity: null };
/** The runtime ticks every 200 ms. */
const TICK_MS = 200;

function run(inputs: FallInput[], until: number, config = on) {
  const sorted = [...inputs].sort((a, b) => a.at - b.at);
  return replay(fallMachine, config, withTicks(sorted, TICK_MS, T0, until), T0);
}
const timeline = (replayed: ReturnType<typeof run>) =>
  replayed.statuses.map((s) => [s.at - T0, s.status] as [number, string]);

describe('fall traces', () => {
  it('walking for 2 minutes never suspects a fall', () => {
    const replayed = run(walk(T0, 120 * S), T0 + 120 * S);
    expect(timeline(replayed)).toEqual([
      [0, 'waiting'],
      [0, 'watching'],
    ]);
    expect(replayed.effects).toEqual([]);
  });

  it('a fall, then lying still: suspected, waiting for getting up, the alarm, the report 30 s later', () => {
    const { samples } = fallThenLie(T0, 60 * S);
    const replayed = run(samples, T0 + 70 * S);
    // The impact passes 2.5 g at the sample of 10 380 ms; the waits end on the next 200 ms tick.
    expect(timeline(replayed)).toEqual([
      [0, 'waiting'],
      [0, 'watching'],
      [10_380, 'suspected'],
      [13_400, 'waitingRise'],
      [16_400, 'alarm'],
      [46_400, 'sending'],
      [46_600, 'reactivation'],
      [51_600, 'watching'],
    ]);
    expect(effectsOf(replayed, 'alarm')).toEqual([{ at: T0 + 16_400, kind: 'alarm', reason: 'fall' }]);
    expect(effectsOf(replayed, 'sound').map((e) => e.at - T0)).toEqual([16_400]);
    expect(effectsOf(replayed, 'sendEvent')).toMatchObject([{ at: T0 + 46_400, type: 'fall' }]);
    expect(effectsOf(replayed, 'silence').map((e) => e.at - T0)).toEqual([46_400]);
  });

  it('a fall, then getting up within the checks: no alarm', () => {
    const { samples, upAt } = fallThenGetUp(T0, 2 * S);
    const replayed = run(samples, upAt + 11 * S);
    expect(replayed.statuses.map((s) => s.status)).toContain('suspected');
    expect(effectsOf(replayed, 'alarm')).toEqual([]);
    expect(replayed.final.status).toBe('watching');
  });

  it('a fall, lying 10 s, then getting up: the alarm stops as they rise, nothing is sent', () => {
    const { samples, upAt } = fallThenGetUp(T0, 10 * S);
    const replayed = run(samples, upAt + 11 * S);
    expect(effectsOf(replayed, 'alarm').map((e) => e.at - T0)).toEqual([16_400]);
    const reactivation = replayed.statuses.find((s) => s.status === 'reactivation')!;
    expect(reactivation.at).toBeGreaterThanOrEqual(upAt);
    expect(reactivation.at).toBeLessThanOrEqual(upAt + 1500);
    expect(effectsOf(replayed, 'silence').map((e) => e.at)).toEqual([reactivation.at]);
    expect(effectsOf(replayed, 'sendEvent')).toEqual([]);
    expect(replayed.final.status).toBe('watching');
  });

  it('R.A.S during the alarm stops it and nothing is sent', () => {
    const { samples } = fallThenLie(T0, 60 * S);
    const replayed = run([...samples, { kind: 'ras', at: T0 + 20 * S }], T0 + 70 * S);
    expect(replayed.statuses.find((s) => s.at === T0 + 20 * S)?.status).toBe('reactivation');
    expect(effectsOf(replayed, 'silence').map((e) => e.at - T0)).toEqual([20 * S]);
    expect(effectsOf(replayed, 'sendEvent')).toEqual([]);
  });
});

describe('fall calibration', () => {
  const calibrate = (samples: MotionInput[], canVibrate = true) =>
    run([...samples, { kind: 'calibrate', at: T0 + S, canVibrate }], T0 + 12 * S);

  it('flat and vibrating: vibrates 4 × 400 ms every 2 s, then watches with the gravity the device reads', () => {
    const replayed = calibrate([...flatOnTable(T0, S, false), ...flatOnTable(T0 + S, 11 * S, true, 9.6)]);
    expect(effectsOf(replayed, 'vibrate')).toEqual([{ at: T0 + S, kind: 'vibrate', pattern: CALIBRATION_VIBRATION }]);
    expect(CALIBRATION_VIBRATION).toEqual([400, 1600, 400, 1600, 400, 1600, 400]);
    expect(timeline(replayed).slice(2)).toEqual([
      [S, 'calibrating'],
      [9 * S, 'watching'],
    ]);
    expect(effectsOf(replayed, 'notice')).toMatchObject([{ text: 'Calibration terminée', tone: 'info' }]);
    expect(replayed.final.gravity).toBeCloseTo(9.6, 1);
  });

  it('no vibration felt: « Calibration indisponible », the gravity stays standard', () => {
    const replayed = calibrate([...flatOnTable(T0, S, false), ...flatOnTable(T0 + S, 11 * S, false, 9.6)]);
    expect(effectsOf(replayed, 'notice')).toMatchObject([{ text: 'Calibration indisponible', tone: 'negative' }]);
    expect(replayed.final).toMatchObject({ status: 'watching', gravity: STANDARD_GRAVITY });
  });

  it('moved or not flat: « Calibration indisponible »', () => {
    const moved = calibrate([...flatOnTable(T0, S, false), ...walk(T0 + S, 11 * S)]);
    expect(effectsOf(moved, 'notice')).toMatchObject([{ text: 'Calibration indisponible' }]);
    const upright = calibrate([...flatOnTable(T0, S, false), ...standStill(T0 + S, 11 * S)]);
    expect(effectsOf(upright, 'notice')).toMatchObject([{ text: 'Calibration indisponible' }]);
  });

  it('a tap on the table between two vibrations: « Calibration indisponible »', () => {
    const samples = [...flatOnTable(T0, S, false), ...flatOnTable(T0 + S, 11 * S, true, 9.6)];
    const tap = samples.findIndex((s) => s.at === T0 + S + 1000);
    samples[tap] = { ...samples[tap], z: samples[tap].z + 2 };
    const replayed = calibrate(samples);
    expect(effectsOf(replayed, 'notice')).toMatchObject([{ text: 'Calibration indisponible' }]);
  });

  it('a device that cannot vibrate: « Calibration indisponible » at once, still watching', () => {
    const replayed = calibrate(flatOnTable(T0, 12 * S, false), false);
    expect(effectsOf(replayed, 'notice')).toMatchObject([{ at: T0 + S, text: 'Calibration indisponible' }]);
    expect(replayed.statuses.map((s) => s.status)).toEqual(['waiting', 'watching']);
  });
});

describe('fall transitions', () => {
  const watching = () => fallMachine.step(fallMachine.initial(on, T0), standStill(T0, SAMPLE_MS)[0]).state;
  const feed = (state: ReturnType<typeof watching>, inputs: FallInput[]) =>
    inputs.reduce((current, input) => fallMachine.step(current, input).state, state);

  it('inactive ignores everything but enable; enable waits for the sensors, the first sample watches', () => {
    const inactive = fallMachine.initial({ ...on, enabled: false }, T0);
    expect(feed(inactive, [...fallThenLie(T0, 20 * S).samples, { kind: 'tick', at: T0 + 40 * S }])).toBe(inactive);
    const waiting = fallMachine.step(inactive, { kind: 'enable', at: T0 }).state;
    expect(waiting.status).toBe('waiting');
    expect(fallMachine.step(waiting, standStill(T0 + S, SAMPLE_MS)[0]).state.status).toBe('watching');
  });

  it('an impact without a free fall before it, or more than 1 s after it, is not a fall', () => {
    const hit: MotionInput = { kind: 'motion', at: T0 + 5 * S, x: 0, y: 0, z: 3 * STANDARD_GRAVITY };
    expect(feed(watching(), [hit]).status).toBe('watching');
    const drop: MotionInput = { kind: 'motion', at: T0 + 3900, x: 0, y: 0, z: 0.2 * STANDARD_GRAVITY };
    expect(feed(watching(), [drop, hit]).status).toBe('watching');
    expect(feed(watching(), [{ ...drop, at: T0 + 4 * S }, hit]).status).toBe('suspected');
  });

  it('standing upright at the end of the false-positive check goes back to watching', () => {
    const { samples } = fall(T0 + S);
    const state = feed(watching(), [...samples, ...standStill(T0 + 1750, 3 * S), { kind: 'tick', at: T0 + 4500 }]);
    expect(state.status).toBe('watching');
  });

  it('disable during the alarm silences it', () => {
    const { samples } = fallThenLie(T0, 20 * S);
    const alarm = feed(watching(), withTicks(samples, TICK_MS, T0, T0 + 17 * S) as FallInput[]);
    expect(alarm.status).toBe('alarm');
    expect(fallMachine.step(alarm, { kind: 'disable', at: T0 + 18 * S })).toEqual({
      state: expect.objectContaining({ status: 'inactive' }),
      effects: [{ kind: 'silence' }, { kind: 'dismiss', id: 4 }],
    });
  });
});

describe('fall properties', () => {
  const gait = fc.record({
    bounce: fc.double({ min: 0.5, max: 4.5, noNaN: true }),
    stepHz: fc.double({ min: 1.4, max: 2.6, noNaN: true }),
    tiltDegrees: fc.double({ min: 0, max: 30, noNaN: true }),
  });

  it('gentle walking, standing and lying never alarm', () => {
    const segment = fc.tuple(
      fc.constantFrom('walk', 'stand', 'lie', 'getUp'),
      fc.integer({ min: 1, max: 20 }),
      gait,
      fc.nat(),
    );
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        let at = T0;
        const samples: MotionInput[] = [];
        for (const [kind, seconds, g, seed] of segments) {
          const ms = seconds * S;
          if (kind === 'walk') samples.push(...walk(at, ms, seed, g));
          if (kind === 'stand') samples.push(...standStill(at, ms, seed));
          if (kind === 'lie') samples.push(...lieStill(at, ms, seed));
          if (kind === 'getUp') samples.push(...getUp(at, seed));
          at += kind === 'getUp' ? 1500 : ms;
        }
        const replayed = run(samples, at + 40 * S);
        expect(replayed.statuses.map((s) => s.status)).toEqual(['waiting', 'watching']);
        expect(replayed.effects).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('R.A.S always leaves the alarm and the checks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * S }), fc.integer({ min: 0, max: 60 * S }), (lying, rasAfter) => {
        const { samples } = fallThenLie(T0, lying);
        const rasAt = T0 + 10 * S + Math.min(rasAfter, lying);
        const trace = withTicks(
          samples.filter((s) => s.at < rasAt),
          TICK_MS,
          T0,
          rasAt - 1,
        );
        const { final } = replay(fallMachine, on, trace as FallInput[], T0);
        const after = fallMachine.step(final, { kind: 'ras', at: rasAt });
        expect(['watching', 'reactivation']).toContain(after.state.status);
        expect(after.effects.some((e) => e.kind === 'alarm' || e.kind === 'sendEvent' || e.kind === 'sound')).toBe(
          false,
        );
      }),
      { numRuns: 30 },
    );
  });
});
