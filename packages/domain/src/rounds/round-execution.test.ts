import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsCheckpoint } from './next-checkpoints.ts';
import {
  type CheckpointMethod,
  decideRoundStep,
  parseBadgeText,
  type RoundPlan,
  type RoundStep,
  roundExecutionMessages,
  roundExecutionState,
} from './round-execution.ts';
import { roundDirections } from './round-schemas.ts';

const at = '2026-11-25T22:00:00Z';
const plan = (direction: RoundPlan['direction'], manualAllowed = false): RoundPlan => ({
  checkpointIds: ['a', 'b', 'c', 'd'],
  direction,
  manualAllowed,
});
const start: RoundStep = { kind: 'start', at };
const scan = (checkpointId: string, method: CheckpointMethod = 'qr', reason?: string): RoundStep => ({
  kind: 'checkpoint',
  at,
  checkpointId,
  method,
  reason,
});
const titles: Record<string, string> = { a: 'Poste de garde', b: 'Portail camions', c: 'Quais', d: 'Local TGBT' };
const titleOf = (id: string) => titles[id] ?? id;

describe('decideRoundStep', () => {
  it('asks for the start before anything, and refuses a second start', () => {
    expect(decideRoundStep(plan('free'), [], scan('a'))).toMatchObject({ ok: false, refusal: 'notStarted' });
    expect(decideRoundStep(plan('free'), [], start)).toEqual({ ok: true });
    expect(decideRoundStep(plan('free'), [start], start)).toMatchObject({ ok: false, refusal: 'alreadyStarted' });
  });

  it('refuses an out-of-order scan naming the expected checkpoint', () => {
    const decision = decideRoundStep(plan('ordered'), [start, scan('a')], scan('c'), titleOf);
    expect(decision).toEqual({
      ok: false,
      refusal: 'outOfOrder',
      message: 'Point de contrôle hors ordre : le prochain point attendu est « Portail camions »',
    });
    expect(decideRoundStep(plan('reverseAllowed'), [start], scan('b'), titleOf)).toMatchObject({
      message: 'Point de contrôle hors ordre : les points attendus sont « Poste de garde » ou « Local TGBT »',
    });
  });

  it('refuses a checkpoint twice, one of another round, and anything after the end', () => {
    expect(decideRoundStep(plan('free'), [start, scan('a')], scan('a'), titleOf)).toMatchObject({
      refusal: 'alreadyValidated',
      message: 'Le point de contrôle « Poste de garde » est déjà validé',
    });
    expect(decideRoundStep(plan('free'), [start], scan('z'))).toMatchObject({ refusal: 'notInRound' });
    const ended = [start, { kind: 'end', at } as RoundStep];
    expect(decideRoundStep(plan('free'), ended, scan('a'))).toMatchObject({ refusal: 'ended' });
    expect(decideRoundStep(plan('free'), ended, { kind: 'end', at })).toMatchObject({ refusal: 'ended' });
  });

  it('validates by hand only where the round allows it, with a reason', () => {
    expect(decideRoundStep(plan('free'), [start], scan('a', 'manual', 'Badge arraché'))).toEqual({
      ok: false,
      refusal: 'manualNotAllowed',
      message: roundExecutionMessages.manualNotAllowed,
    });
    expect(decideRoundStep(plan('free', true), [start], scan('a', 'manual', '  '))).toMatchObject({
      refusal: 'reasonRequired',
    });
    expect(decideRoundStep(plan('free', true), [start], scan('a', 'manual', 'Badge arraché'))).toEqual({ ok: true });
  });

  it('jumps over the expected checkpoint with a reason, then comes back for it at the end', () => {
    const p = plan('ordered');
    const skipB: RoundStep = { kind: 'skip', at, checkpointId: 'b', reason: 'Porte condamnée' };
    expect(decideRoundStep(p, [start, scan('a')], { ...skipB, reason: '' })).toMatchObject({
      refusal: 'reasonRequired',
    });
    expect(decideRoundStep(p, [start, scan('a')], { ...skipB, checkpointId: 'c' })).toMatchObject({
      refusal: 'outOfOrder',
    });
    const steps = [start, scan('a'), skipB];
    expect(roundExecutionState(p, steps).expected).toEqual(['c']);
    const walked = [...steps, scan('c'), scan('d')];
    expect(roundExecutionState(p, walked)).toMatchObject({ expected: ['b'], skipped: ['b'], complete: false });
    const caughtUp = roundExecutionState(p, [...walked, scan('b')]);
    expect(caughtUp).toMatchObject({ expected: [], skipped: [], complete: true });
  });

  it('lists the missed checkpoints once ended', () => {
    const state = roundExecutionState(plan('ordered'), [start, scan('a'), { kind: 'end', at }]);
    expect(state).toMatchObject({ ended: true, complete: false, missed: ['b', 'c', 'd'], expected: [] });
  });

  it('refuses an empty observation', () => {
    expect(decideRoundStep(plan('free'), [start], { kind: 'observation', at, text: ' ' })).toMatchObject({
      refusal: 'reasonRequired',
    });
    expect(decideRoundStep(plan('free'), [start], { kind: 'observation', at, text: 'RAS' })).toEqual({ ok: true });
  });
});

describe('parseBadgeText', () => {
  it('reads a printed checkpoint QR code, else keeps the badge text', () => {
    const id = '0c6f1a52-8a3b-4c2e-9b1d-2f3e4a5b6c7d';
    expect(parseBadgeText(`checkpoint:${id.toUpperCase()}`)).toEqual({ checkpointId: id });
    expect(parseBadgeText(' NFC-04A1B2 ')).toEqual({ badge: 'NFC-04A1B2' });
    expect(parseBadgeText('checkpoint:nope')).toEqual({ badge: 'checkpoint:nope' });
  });
});

const arbRound = fc.integer({ min: 1, max: 7 }).chain((n) =>
  fc.record({
    ids: fc.constant(Array.from({ length: n }, (_, i) => `p${i}`)),
    direction: fc.constantFrom(...roundDirections),
    attempts: fc.array(fc.record({ index: fc.integer({ min: 0, max: n }), skip: fc.boolean() }), {
      maxLength: 30,
    }),
  }),
);

describe('random walks', () => {
  it('never validate a checkpoint the direction rule forbids', () => {
    fc.assert(
      fc.property(arbRound, ({ ids, direction, attempts }) => {
        const p: RoundPlan = { checkpointIds: ids, direction, manualAllowed: false };
        const steps: RoundStep[] = [start];
        for (const attempt of attempts) {
          const id = ids[attempt.index] ?? 'stranger';
          const before = roundExecutionState(p, steps);
          const step: RoundStep = attempt.skip
            ? { kind: 'skip', at, checkpointId: id, reason: 'Accès fermé' }
            : scan(id, 'nfc');
          const decision = decideRoundStep(p, steps, step);
          // Accepted exactly when expected; with no jump yet, exactly the direction rule itself.
          expect(decision.ok).toBe(before.expected.includes(id));
          if (!attempt.skip && before.skipped.length === 0 && !steps.some((s) => s.kind === 'skip')) {
            const validated = before.validated.map((v) => v.checkpointId);
            expect(decision.ok).toBe(acceptsCheckpoint(ids, validated, direction, id));
          }
          if (decision.ok) steps.push(step);
        }
        const state = roundExecutionState(p, steps);
        expect(state.complete).toBe(state.validated.length === ids.length);
        expect(new Set(state.validated.map((v) => v.checkpointId)).size).toBe(state.validated.length);
      }),
    );
  });

  it('always complete when walked in the allowed order', () => {
    fc.assert(
      fc.property(arbRound, fc.boolean(), ({ ids, direction }, backwards) => {
        const p: RoundPlan = { checkpointIds: ids, direction, manualAllowed: false };
        const order = direction === 'reverseAllowed' && backwards ? [...ids].reverse() : ids;
        const steps: RoundStep[] = [start];
        for (const id of order) {
          expect(decideRoundStep(p, steps, scan(id))).toEqual({ ok: true });
          steps.push(scan(id));
        }
        expect(roundExecutionState(p, steps)).toMatchObject({ complete: true, expected: [], skipped: [] });
      }),
    );
  });

  it('always complete when the agent follows the expected checkpoints, jumping some and catching up', () => {
    fc.assert(
      fc.property(arbRound, fc.array(fc.boolean(), { maxLength: 20 }), ({ ids, direction }, jumps) => {
        const p: RoundPlan = { checkpointIds: ids, direction, manualAllowed: false };
        const steps: RoundStep[] = [start];
        for (let i = 0; i < 3 * ids.length && !roundExecutionState(p, steps).complete; i++) {
          const state = roundExecutionState(p, steps);
          const id = state.expected[0];
          const jump = jumps[i] === true && !state.skipped.includes(id);
          const step: RoundStep = jump ? { kind: 'skip', at, checkpointId: id, reason: 'Fermé' } : scan(id);
          expect(decideRoundStep(p, steps, step).ok).toBe(true);
          steps.push(step);
        }
        expect(roundExecutionState(p, steps).complete).toBe(true);
      }),
    );
  });
});
