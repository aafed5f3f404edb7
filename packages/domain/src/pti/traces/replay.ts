import type { PtiEffect, PtiMachine } from '../pti-types.ts';

export interface Replayed<S> {
  final: S;
  /** Each change of status, with its time (the initial status first). */
  statuses: { at: number; status: string }[];
  effects: { at: number; effect: PtiEffect }[];
}

/** Feeds a trace to a machine, input after input, and records what it did. */
export function replay<C, S extends { status: string }, I extends { at: number }>(
  machine: PtiMachine<C, S, I>,
  config: C,
  trace: readonly I[],
  startAt = trace[0]?.at ?? 0,
): Replayed<S> {
  let state = machine.initial(config, startAt);
  const statuses = [{ at: startAt, status: state.status }];
  const effects: Replayed<S>['effects'] = [];
  for (const input of trace) {
    const next = machine.step(state, input);
    for (const effect of next.effects) effects.push({ at: input.at, effect });
    if (next.state.status !== state.status) statuses.push({ at: input.at, status: next.state.status });
    state = next.state;
  }
  return { final: state, statuses, effects };
}

/** The trace with a tick every `everyMs` from its first input to `until`, as the runtime's timer would add. */
export function withTicks<I extends { at: number }>(
  trace: readonly I[],
  everyMs: number,
  from: number,
  until: number,
): (I | { kind: 'tick'; at: number })[] {
  const ticks = [];
  for (let at = from; at <= until; at += everyMs) ticks.push({ kind: 'tick' as const, at });
  // Stable: at the same instant the sample comes before the tick, as it arrived first.
  return [...trace, ...ticks].sort((a, b) => a.at - b.at);
}

/** The effects of one kind, with their times. */
export function effectsOf<K extends PtiEffect['kind']>(replayed: Replayed<unknown & { status: string }>, kind: K) {
  return replayed.effects
    .filter((entry): entry is { at: number; effect: Extract<PtiEffect, { kind: K }> } => entry.effect.kind === kind)
    .map((entry) => ({ at: entry.at, ...entry.effect }));
}

/** A small seeded random generator (mulberry32), so that a synthetic trace is the same at every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
