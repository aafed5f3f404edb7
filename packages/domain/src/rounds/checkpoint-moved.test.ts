import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offsetPoint } from '../geo/geo.ts';
import { checkpointMoved } from './checkpoint-moved.ts';

const quai = { latitude: 48.9333, longitude: 2.3 };

describe('checkpointMoved', () => {
  it('flags a validation read farther than the tolerance plus the accuracy', () => {
    expect(checkpointMoved(quai, { ...offsetPoint(quai, 300, 90), accuracy: 10 }, 100)).toEqual({
      distance: 300,
      moved: true,
    });
    expect(checkpointMoved(quai, { ...offsetPoint(quai, 105, 0), accuracy: 10 }, 100)?.moved).toBe(false);
    // No accuracy: 50 m is assumed.
    expect(checkpointMoved(quai, offsetPoint(quai, 140, 180), 100)?.moved).toBe(false);
    expect(checkpointMoved(quai, offsetPoint(quai, 160, 180), 100)?.moved).toBe(true);
  });

  it('cannot tell without a registered place, a position, or with an imprecise one', () => {
    expect(checkpointMoved(null, quai, 100)).toBeNull();
    expect(checkpointMoved(quai, null, 100)).toBeNull();
    expect(checkpointMoved(quai, { ...offsetPoint(quai, 900, 0), accuracy: 500 }, 100)).toBeNull();
  });

  it('never flags a read within the tolerance, and always flags one surely beyond it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 359 }),
        fc.integer({ min: 10, max: 500 }),
        fc.integer({ min: 0, max: 100 }),
        (metres, bearing, tolerance, accuracy) => {
          const check = checkpointMoved(quai, { ...offsetPoint(quai, metres, bearing), accuracy }, tolerance);
          expect(check).not.toBeNull();
          expect(Math.abs((check?.distance ?? 0) - metres)).toBeLessThanOrEqual(1);
          if (metres <= tolerance) expect(check?.moved).toBe(false);
          if (metres > tolerance + accuracy + 1) expect(check?.moved).toBe(true);
        },
      ),
    );
  });
});
