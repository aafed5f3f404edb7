import { costBase, evaluate } from '@securite/domain/planning/autoplan/autoplan-costs';
import { planAgent, post, problem } from '@securite/domain/planning/autoplan/autoplan-fixtures';
import { solveAutoplan } from '@securite/domain/planning/autoplan/autoplan-solve';
import { createState, quickRefusal, refusalOf } from '@securite/domain/planning/autoplan/autoplan-state';
import { paris } from '@securite/domain/planning/checks/check-fixtures';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { highsSolver } from './highs-solver.ts';

let solver: Awaited<ReturnType<typeof highsSolver>>;
beforeAll(async () => {
  solver = await highsSolver(0);
});

const zeroWeights = { overtime: 0, premium: 0, newSite: 0, travel: 0, fairness: 0, change: 0 };

/** The cheapest proposal by trying every one (each post to an agent or open) through the checks. */
function bruteForce(p: ReturnType<typeof problem>): number {
  const base = costBase(p);
  const state = createState(base);
  let best = Number.POSITIVE_INFINITY;
  const choice: number[] = [];
  const walk = (i: number) => {
    if (i === p.posts.length) {
      const held = p.agents.map((_, a) => choice.flatMap((x, q) => (x === a ? [q] : [])));
      if (
        held.some(
          (posts, a) =>
            posts.length > 0 && (posts.some((q) => quickRefusal(state, q, a)) || refusalOf(state, a, posts)),
        )
      )
        return;
      const assignment = new Map(choice.flatMap((a, q) => (a >= 0 ? [[q, a] as [number, number]] : [])));
      best = Math.min(best, evaluate(base, assignment).total);
      return;
    }
    for (let a = -1; a < p.agents.length; a++) {
      choice[i] = a;
      walk(i + 1);
    }
  };
  walk(0);
  return best;
}

describe('the automatic planning with HiGHS', () => {
  it('finds the optimum the heuristic misses: the early post to the newcomer, so that the specialist takes the late one', () => {
    const p = problem(
      [
        post('early', '2026-12-08 06:00', '2026-12-08 14:00'),
        post('late', '2026-12-08 20:00', '2026-12-09 04:00', { specialty: 'SSIAP' }),
      ],
      [planAgent('specialist', { agent: { specialties: ['SSIAP'] } }), planAgent('newcomer', { knownSites: [] })],
      { blocking: ['dailyRest'], weights: { ...zeroWeights, newSite: 4 } },
    );
    const greedy = solveAutoplan(p);
    expect(greedy.assignment.size).toBe(1);
    const outcome = solveAutoplan(p, { solver, withBound: true });
    expect(outcome.solver).toBe('mip');
    expect([...outcome.assignment].sort()).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(outcome.cost).toBeCloseTo(4, 6);
    expect(outcome.lowerBound).not.toBeNull();
    expect(outcome.cost).toBeLessThan(outcome.greedyCost);
  });

  it('balances overtime: 3 posts of 10 h between a full agent and one with room, at the least overtime', () => {
    const p = problem(
      [8, 9, 10].map((d) =>
        post(`p${d}`, `2026-12-${String(d).padStart(2, '0')} 08:00`, `2026-12-${String(d).padStart(2, '0')} 18:00`),
      ),
      [planAgent('small', { contractHours: 10 }), planAgent('roomy', { contractHours: 20 })],
      { weights: { ...zeroWeights, overtime: 1 } },
    );
    const outcome = solveAutoplan(p, { solver });
    expect(outcome.assignment.size).toBe(3);
    // 30 h against 10 + 20 h of contracts: no overtime when the roomy agent takes two.
    expect(outcome.costParts.overtime).toBeCloseTo(0, 6);
  });

  it('reaches the brute-force optimum on small random weeks', () => {
    const hour = 3_600_000;
    const monday = paris('2026-12-07 00:00').getTime();
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            start: fc.integer({ min: 0, max: 6 * 24 }),
            length: fc.integer({ min: 4, max: 12 }),
            site: fc.integer({ min: 1, max: 3 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.array(fc.record({ known: fc.integer({ min: 0, max: 3 }), contract: fc.integer({ min: 0, max: 30 }) }), {
          minLength: 1,
          maxLength: 3,
        }),
        (drafts, agentDrafts) => {
          const posts = drafts.map((d, i) => ({
            ...post(`p${i}`, '2026-12-07 00:00', '2026-12-07 01:00', { siteId: `site-${d.site}` }),
            startAt: new Date(monday + d.start * hour),
            endAt: new Date(monday + (d.start + d.length) * hour),
          }));
          const agents = agentDrafts.map((d, i) =>
            planAgent(`a${i}`, { knownSites: [`site-${d.known}`], contractHours: d.contract }),
          );
          const p = problem(posts, agents, { blocking: ['dailyRest', 'dailyMax', 'weeklyMax'] });
          const outcome = solveAutoplan(p, { solver });
          expect(outcome.cost).toBeCloseTo(bruteForce(p), 4);
        },
      ),
      { numRuns: 25 },
    );
  });
});
