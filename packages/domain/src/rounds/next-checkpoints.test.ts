import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsCheckpoint, isRoundComplete, nextExpectedCheckpoints } from './next-checkpoints.ts';
import { type RoundDirection, roundDirections } from './round-schemas.ts';

const round = ['a', 'b', 'c', 'd'];

describe('nextExpectedCheckpoints', () => {
  it('free order expects every checkpoint not yet validated, in the round order', () => {
    expect(nextExpectedCheckpoints(round, [], 'free')).toEqual(round);
    expect(nextExpectedCheckpoints(round, ['c', 'a'], 'free')).toEqual(['b', 'd']);
    expect(nextExpectedCheckpoints(round, ['d', 'c', 'b', 'a'], 'free')).toEqual([]);
  });

  it('ordered expects the first checkpoint, then only the next after the last validated', () => {
    expect(nextExpectedCheckpoints(round, [], 'ordered')).toEqual(['a']);
    expect(nextExpectedCheckpoints(round, ['a'], 'ordered')).toEqual(['b']);
    expect(nextExpectedCheckpoints(round, ['a', 'b', 'c'], 'ordered')).toEqual(['d']);
    expect(nextExpectedCheckpoints(round, ['a', 'b', 'c', 'd'], 'ordered')).toEqual([]);
  });

  it('ordered comes back for a checkpoint left behind by a jump', () => {
    expect(nextExpectedCheckpoints(round, ['a', 'c'], 'ordered')).toEqual(['d']);
    expect(nextExpectedCheckpoints(round, ['a', 'c', 'd'], 'ordered')).toEqual(['b']);
  });

  it('reverse allowed expects either end first, then follows the way the walk started', () => {
    expect(nextExpectedCheckpoints(round, [], 'reverseAllowed')).toEqual(['a', 'd']);
    expect(nextExpectedCheckpoints(round, ['a'], 'reverseAllowed')).toEqual(['b']);
    expect(nextExpectedCheckpoints(round, ['d'], 'reverseAllowed')).toEqual(['c']);
    expect(nextExpectedCheckpoints(round, ['d', 'c', 'b'], 'reverseAllowed')).toEqual(['a']);
    expect(nextExpectedCheckpoints(round, ['d', 'b'], 'reverseAllowed')).toEqual(['a']);
    expect(nextExpectedCheckpoints(round, ['d', 'b', 'a'], 'reverseAllowed')).toEqual(['c']);
  });

  it('a round of one checkpoint expects it once, whatever the direction', () => {
    for (const direction of roundDirections) {
      expect(nextExpectedCheckpoints(['x'], [], direction)).toEqual(['x']);
      expect(nextExpectedCheckpoints(['x'], ['x'], direction)).toEqual([]);
    }
  });

  it('ignores ids that are not the round’s and checkpoints validated twice', () => {
    expect(nextExpectedCheckpoints(round, ['zz'], 'ordered')).toEqual(['a']);
    expect(nextExpectedCheckpoints(round, ['a', 'zz', 'a'], 'ordered')).toEqual(['b']);
    expect(nextExpectedCheckpoints(round, ['zz'], 'reverseAllowed')).toEqual(['a', 'd']);
  });

  it('accepts the expected checkpoints only', () => {
    expect(acceptsCheckpoint(round, ['a'], 'ordered', 'b')).toBe(true);
    expect(acceptsCheckpoint(round, ['a'], 'ordered', 'c')).toBe(false);
    expect(acceptsCheckpoint(round, [], 'ordered', 'd')).toBe(false);
    expect(acceptsCheckpoint(round, [], 'reverseAllowed', 'd')).toBe(true);
    expect(acceptsCheckpoint(round, ['a'], 'reverseAllowed', 'd')).toBe(false);
  });
});

describe('isRoundComplete', () => {
  it('is complete when every checkpoint is validated, in any order', () => {
    expect(isRoundComplete(round, ['d', 'a', 'c', 'b'])).toBe(true);
    expect(isRoundComplete(round, ['a', 'b', 'c'])).toBe(false);
    expect(isRoundComplete(round, ['a', 'b', 'c', 'zz'])).toBe(false);
  });
});

// Rounds of 1 to 12 distinct checkpoints, and any sequence of validations (ids of the round or strangers).
const zRound = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 });
const zDirection = fc.constantFrom<RoundDirection>(...roundDirections);
const zWalk = zRound.chain((ids) =>
  fc.tuple(fc.constant(ids), fc.array(fc.oneof(fc.constantFrom(...ids), fc.constant('stranger')), { maxLength: 30 })),
);

/** Validates, one at a time, the first checkpoint expected; returns the order walked. */
function walkFirstExpected(ids: string[], direction: RoundDirection): string[] {
  const done: string[] = [];
  for (let i = 0; i < ids.length + 1; i++) {
    const next = nextExpectedCheckpoints(ids, done, direction);
    if (next.length === 0) break;
    done.push(next[0]);
  }
  return done;
}

describe('nextExpectedCheckpoints properties', () => {
  it('is empty exactly when the round is complete, and never offers a validated or foreign checkpoint', () => {
    fc.assert(
      fc.property(zWalk, zDirection, ([ids, validated], direction) => {
        const next = nextExpectedCheckpoints(ids, validated, direction);
        expect(next.length === 0).toBe(isRoundComplete(ids, validated));
        for (const id of next) {
          expect(ids).toContain(id);
          expect(validated).not.toContain(id);
        }
        expect(new Set(next).size).toBe(next.length);
      }),
    );
  });

  it('accepts the round walked in its order, whatever the direction', () => {
    fc.assert(
      fc.property(zRound, zDirection, (ids, direction) => {
        ids.forEach((id, i) => {
          expect(acceptsCheckpoint(ids, ids.slice(0, i), direction, id)).toBe(true);
        });
        expect(isRoundComplete(ids, ids)).toBe(true);
      }),
    );
  });

  it('reverse allowed accepts the round walked backwards; ordered refuses it', () => {
    fc.assert(
      fc.property(zRound, (ids) => {
        const backwards = [...ids].reverse();
        backwards.forEach((id, i) => {
          expect(acceptsCheckpoint(ids, backwards.slice(0, i), 'reverseAllowed', id)).toBe(true);
        });
        if (ids.length > 1) expect(acceptsCheckpoint(ids, [], 'ordered', backwards[0])).toBe(false);
      }),
    );
  });

  it('free order accepts every permutation', () => {
    fc.assert(
      fc.property(
        zRound.chain((ids) => fc.tuple(fc.constant(ids), fc.shuffledSubarray(ids, { minLength: ids.length }))),
        ([ids, permutation]) => {
          permutation.forEach((id, i) => {
            expect(acceptsCheckpoint(ids, permutation.slice(0, i), 'free', id)).toBe(true);
          });
        },
      ),
    );
  });

  it('ordered and reverse allowed expect one checkpoint at a time once the walk has started', () => {
    fc.assert(
      fc.property(
        zWalk,
        fc.constantFrom<RoundDirection>('ordered', 'reverseAllowed'),
        ([ids, validated], direction) => {
          const started = validated.some((id) => ids.includes(id));
          if (started || direction === 'ordered') {
            expect(nextExpectedCheckpoints(ids, validated, direction).length).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });

  it('following the expected checkpoints always completes the round in as many steps as it has checkpoints', () => {
    fc.assert(
      fc.property(zRound, zDirection, (ids, direction) => {
        const walked = walkFirstExpected(ids, direction);
        expect(walked.length).toBe(ids.length);
        expect(isRoundComplete(ids, walked)).toBe(true);
        if (direction !== 'free') expect(walked).toEqual(ids);
      }),
    );
  });
});
