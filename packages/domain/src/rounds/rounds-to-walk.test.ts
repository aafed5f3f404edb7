import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundsToWalk } from './rounds-to-walk.ts';

describe('roundsToWalk', () => {
  it('takes the rounds chosen for the service, else every live round of its site', () => {
    expect(roundsToWalk([], ['r1', 'r2'])).toEqual(['r1', 'r2']);
    expect(roundsToWalk(['r2'], ['r1', 'r2'])).toEqual(['r2']);
    expect(roundsToWalk(['gone', 'r1', 'r1'], ['r1'])).toEqual(['r1']);
    expect(roundsToWalk([], [])).toEqual([]);
  });

  it('never gives a round that is not a live round of the site, and gives some whenever the site has some and none was chosen', () => {
    const id = fc.constantFrom<string>('a', 'b', 'c', 'd');
    fc.assert(
      fc.property(fc.array(id), fc.uniqueArray(id), (chosen, site) => {
        const walked = roundsToWalk(chosen, site);
        expect(walked.every((r) => site.includes(r))).toBe(true);
        expect(new Set(walked).size).toBe(walked.length);
        if (chosen.length === 0) expect(walked).toEqual(site);
      }),
    );
  });
});
