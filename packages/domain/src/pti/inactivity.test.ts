import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type InactivityInput, inactivityMachine } from './inactivity.ts';
import { detectionTickMs } from './protection.ts';
import { standStill, walk } from './traces/accelerometer.ts';
import { effectsOf, replay, withTicks } from './traces/replay.ts';

const T0 = 1_700_000_000_000;
const S = 1000;
const MIN = 60 * S;
const on = { frequencyMinutes: 5, enabled: true };

/** Replays accelerometer samples plus user inputs, with the runtime's tick every second. */
function run(inputs: InactivityInput[], until: number, config = on) {
  const sorted = [...inputs].sort((a, b) => a.at - b.at);
  return replay(inactivityMachine, config, withTicks(sorted, S, T0, until), T0);
}

/** The walk-then-stand trace: 10 s walking, then standing still; motion last seen about half a second after. */
const walkThenStand = (standMs: number) => [...walk(T0, 10 * S), ...standStill(T0 + 10 * S, standMs)];

describe('inactivity traces', () => {
  it('walking for 20 minutes never alarms and stays walking', () => {
    const replayed = run(walk(T0, 20 * MIN), T0 + 20 * MIN);
    expect(effectsOf(replayed, 'alarm')).toEqual([]);
    expect(replayed.statuses.map((s) => s.status)).toEqual(['standby', 'walking']);
  });

  it('standing still: standby after 10 s, countdown at 5 min, the event 30 s later, then waiting again', () => {
    const replayed = run(walkThenStand(12 * MIN), T0 + 10 * S + 12 * MIN);
    const [standby, detecting] = replayed.statuses.slice(2);
    expect(standby).toMatchObject({ status: 'standby' });
    expect(standby.at - T0).toBeGreaterThanOrEqual(20 * S);
    expect(standby.at - T0).toBeLessThanOrEqual(22 * S);
    expect(detecting.status).toBe('detecting');
    expect(detecting.at - (standby.at - 10 * S)).toBeGreaterThanOrEqual(5 * MIN);
    expect(detecting.at - (standby.at - 10 * S)).toBeLessThanOrEqual(5 * MIN + S);

    const alarms = effectsOf(replayed, 'alarm');
    expect(alarms[0]).toEqual({ at: detecting.at, kind: 'alarm', reason: 'inactivity' });
    const events = effectsOf(replayed, 'sendEvent');
    expect(events[0]).toMatchObject({ at: detecting.at + 30 * S, type: 'inactivity' });
    // The notification loop: one round every 3 s, the same notification id 3, counting down.
    const rounds = effectsOf(replayed, 'notify').filter((n) => n.at < events[0].at);
    expect(rounds.map((n) => n.at - detecting.at)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27].map((s) => s * S));
    expect(new Set(rounds.map((n) => n.id))).toEqual(new Set([3]));
    expect(rounds[0].text).toContain('30 s');
    expect(rounds[9].text).toContain('3 s');
    expect(effectsOf(replayed, 'notice')[0]).toMatchObject({
      at: events[0].at,
      text: 'Le collaborateur a été détecté inactif',
      tone: 'negative',
      persistent: true,
    });
    // Still lying there: the next round comes a full detection tick (5 min + 30 s) after the first event.
    expect(events[1].at - events[0].at).toBe(detectionTickMs(5));
    expect(alarms).toHaveLength(2);
  });

  it('R.A.S during the countdown silences it, sends nothing, and the wait starts again', () => {
    const first = run(walkThenStand(6 * MIN), T0 + 6 * MIN);
    const alarmAt = effectsOf(first, 'alarm')[0].at;
    const rasAt = alarmAt + 10 * S;
    const replayed = run([...walkThenStand(12 * MIN), { kind: 'ras', at: rasAt }], T0 + 10 * S + 12 * MIN);
    expect(replayed.statuses.find((s) => s.at === rasAt)).toEqual({ at: rasAt, status: 'standby' });
    expect(replayed.effects.filter((e) => e.at === rasAt).map((e) => e.effect)).toEqual([
      { kind: 'silence' },
      { kind: 'dismiss', id: 3 },
    ]);
    const events = effectsOf(replayed, 'sendEvent');
    expect(events[0].at).toBe(rasAt + detectionTickMs(5));
  });

  it('walking during the countdown ends it without an event', () => {
    const first = run(walkThenStand(6 * MIN), T0 + 6 * MIN);
    const alarmAt = effectsOf(first, 'alarm')[0].at;
    const trace = [...walk(T0, 10 * S), ...standStill(T0 + 10 * S, alarmAt + 5 * S - T0 - 10 * S)];
    const replayed = run([...trace, ...walk(alarmAt + 5 * S, 30 * S)], alarmAt + 40 * S);
    expect(replayed.final.status).toBe('walking');
    expect(effectsOf(replayed, 'sendEvent')).toEqual([]);
    expect(effectsOf(replayed, 'silence')).toHaveLength(1);
  });
});

describe('inactivity transitions', () => {
  const start = (config = on) => inactivityMachine.initial(config, T0);

  it('starts in standby when protection is on, inactive otherwise', () => {
    expect(start().status).toBe('standby');
    expect(start({ ...on, enabled: false }).status).toBe('inactive');
  });

  it('inactive ignores time, motion and R.A.S; enable starts the wait from then', () => {
    let state = start({ ...on, enabled: false });
    for (const input of [
      { kind: 'tick', at: T0 + 60 * MIN },
      { kind: 'ras', at: T0 + 60 * MIN },
      ...walk(T0 + 60 * MIN, 2 * S),
    ] as InactivityInput[]) {
      const next = inactivityMachine.step(state, input);
      expect(next).toEqual({ state, effects: [] });
      state = next.state;
    }
    state = inactivityMachine.step(state, { kind: 'enable', at: T0 + 61 * MIN }).state;
    expect(state).toMatchObject({ status: 'standby', lastMotionAt: T0 + 61 * MIN });
    expect(inactivityMachine.step(state, { kind: 'tick', at: T0 + 66 * MIN - 1 }).state.status).toBe('standby');
    expect(inactivityMachine.step(state, { kind: 'tick', at: T0 + 66 * MIN }).state.status).toBe('detecting');
  });

  it('disable during the countdown silences it', () => {
    const detecting = inactivityMachine.step(start(), { kind: 'tick', at: T0 + 5 * MIN }).state;
    expect(detecting.status).toBe('detecting');
    expect(inactivityMachine.step(detecting, { kind: 'disable', at: T0 + 5 * MIN + S })).toEqual({
      state: expect.objectContaining({ status: 'inactive', countdown: null }),
      effects: [{ kind: 'silence' }, { kind: 'dismiss', id: 3 }],
    });
  });

  it('a frequency under 5 minutes counts as 5', () => {
    const state = start({ frequencyMinutes: 1, enabled: true });
    expect(inactivityMachine.step(state, { kind: 'tick', at: T0 + 4 * MIN }).state.status).toBe('standby');
    expect(inactivityMachine.step(state, { kind: 'tick', at: T0 + 5 * MIN }).state.status).toBe('detecting');
    expect(detectionTickMs(1)).toBe(5 * MIN + 30 * S);
    expect(detectionTickMs(15)).toBe(15 * MIN + 30 * S);
  });

  it('a late tick catches up: one notification for the current round, the event when the countdown is over', () => {
    const detecting = inactivityMachine.step(start(), { kind: 'tick', at: T0 + 5 * MIN }).state;
    const late = inactivityMachine.step(detecting, { kind: 'tick', at: T0 + 5 * MIN + 10 * S });
    expect(late.state.countdown).toEqual({ startedAt: T0 + 5 * MIN, round: 3 });
    expect(late.effects.filter((e) => e.kind === 'notify')).toHaveLength(1);
    const over = inactivityMachine.step(late.state, { kind: 'tick', at: T0 + 5 * MIN + 30 * S });
    expect(over.effects.map((e) => e.kind)).toEqual(['silence', 'dismiss', 'sendEvent', 'notice']);
  });
});

describe('inactivity properties', () => {
  it('motion at least every frequency × 60 s never alarms', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 10 }),
        fc.array(fc.integer({ min: 1, max: 10 * 60 }), { minLength: 1, maxLength: 8 }),
        (frequency, gapsInSeconds) => {
          const inputs: InactivityInput[] = [];
          let at = T0;
          for (const gapSeconds of gapsInSeconds) {
            inputs.push(...walk(at, 2 * S, gapSeconds));
            // Sparse still samples: the wait is measured from the last motion; ticks carry the time.
            const gap = Math.min(gapSeconds * S, frequency * MIN - 3 * S);
            for (let t = at + 2 * S; t < at + 2 * S + gap; t += 5 * S) inputs.push(...standStill(t, 20));
            at += 2 * S + gap;
          }
          inputs.push(...walk(at, 2 * S));
          const replayed = run(inputs, at + 2 * S, { frequencyMinutes: frequency, enabled: true });
          expect(effectsOf(replayed, 'alarm')).toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  });

  const anyInput = fc.oneof(
    fc.record({ kind: fc.constant('tick' as const), dt: fc.integer({ min: 0, max: 4 * MIN }) }),
    fc.record({ kind: fc.constant('ras' as const), dt: fc.integer({ min: 0, max: 10 * S }) }),
    fc.record({ kind: fc.constant('walk' as const), dt: fc.integer({ min: 0, max: 2 * MIN }) }),
    fc.record({ kind: fc.constant('enable' as const), dt: fc.constant(0) }),
    fc.record({ kind: fc.constant('disable' as const), dt: fc.constant(0) }),
  );

  function materialise(script: { kind: string; dt: number }[]): InactivityInput[] {
    const inputs: InactivityInput[] = [];
    let at = T0;
    for (const { kind, dt } of script) {
      at += dt;
      if (kind === 'walk') {
        inputs.push(...walk(at, S));
        at += S;
      } else inputs.push({ kind, at } as InactivityInput);
    }
    return inputs;
  }

  it('R.A.S always leaves the countdown, and nothing alarms while protection is off', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(anyInput, { maxLength: 40 }), (enabled, script) => {
        let state = inactivityMachine.initial({ frequencyMinutes: 5, enabled }, T0);
        let protectionOn = enabled;
        let stillSince = T0;
        for (const input of materialise(script)) {
          const { state: next, effects } = inactivityMachine.step(state, input);
          if (input.kind === 'enable' && !protectionOn) stillSince = input.at;
          if (input.kind === 'enable') protectionOn = true;
          if (input.kind === 'disable') protectionOn = false;
          if (input.kind === 'ras') expect(next.status).not.toBe('detecting');
          if (effects.some((e) => e.kind === 'alarm')) {
            expect(protectionOn).toBe(true);
            expect(input.at - Math.max(stillSince, next.lastMotionAt)).toBeGreaterThanOrEqual(5 * MIN);
          }
          if (!protectionOn) expect(effects.filter((e) => e.kind !== 'silence' && e.kind !== 'dismiss')).toEqual([]);
          state = next;
        }
      }),
      { numRuns: 100 },
    );
  });
});
