import { describe, expect, it } from 'vitest';
import { stored } from '../checks/check-fixtures.ts';
import { planAgent, post, problem } from './autoplan-fixtures.ts';
import { solveAutoplan } from './autoplan-solve.ts';

const names = (outcome: ReturnType<typeof solveAutoplan>, p: ReturnType<typeof problem>) =>
  p.posts.map((_, i) => {
    const a = outcome.assignment.get(i);
    return a === undefined ? null : p.agents[a].check.agent.id;
  });

describe('solveAutoplan (heuristic)', () => {
  it('gives a post to the agent who knows the site rather than a newcomer', () => {
    const p = problem(
      [post('p1', '2026-12-08 08:00', '2026-12-08 16:00', { siteId: 'site-2' })],
      [planAgent('newcomer', { knownSites: [] }), planAgent('regular', { knownSites: ['site-2'] })],
    );
    const outcome = solveAutoplan(p);
    expect(names(outcome, p)).toEqual(['regular']);
    expect(outcome.costParts.newSite).toBe(0);
  });

  it('never breaks the 11 h daily rest: two posts 8 h apart go to two agents', () => {
    const p = problem(
      [post('p1', '2026-12-08 06:00', '2026-12-08 14:00'), post('p2', '2026-12-08 22:00', '2026-12-09 06:00')],
      [planAgent('a'), planAgent('b')],
      { blocking: ['dailyRest', 'nightDayRest'] },
    );
    const outcome = solveAutoplan(p);
    const got = names(outcome, p);
    expect(got[0]).not.toBeNull();
    expect(got[1]).not.toBeNull();
    expect(got[0]).not.toBe(got[1]);
  });

  it('leaves open a post nobody can take, naming the blocking rule of each agent', () => {
    const p = problem(
      [post('p1', '2026-12-08 08:00', '2026-12-08 16:00', { specialty: 'SSIAP' })],
      [planAgent('a'), planAgent('b', { agent: { cnapsCardExpiresAt: '2026-01-01', specialties: ['SSIAP'] } })],
    );
    const outcome = solveAutoplan(p);
    expect(outcome.assignment.size).toBe(0);
    expect(outcome.reasons.get(0)?.map((r) => [r.type, r.agents])).toEqual(
      expect.arrayContaining([
        ['missingSpecialty', 1],
        ['cnapsExpired', 1],
      ]),
    );
  });

  it('never proposes an agent excluded from the site, nor one on a stored service at that time', () => {
    const p = problem(
      [post('p1', '2026-12-08 08:00', '2026-12-08 16:00')],
      [
        planAgent('excluded', { excludedSites: ['site-1'] }),
        planAgent('busy', { existing: [stored('s1', '2026-12-08 10:00', '2026-12-08 18:00')] }),
      ],
    );
    const outcome = solveAutoplan(p);
    expect(outcome.assignment.size).toBe(0);
    expect(
      outcome.reasons
        .get(0)
        ?.map((r) => r.type)
        .sort(),
    ).toEqual(['overlap', 'siteExcluded']);
  });

  it('spreads the nights: the agent with fewer nights takes the night post', () => {
    const nights = [1, 2, 3].map((d) => stored(`n${d}`, `2026-12-0${d} 21:00`, `2026-12-0${d + 1} 05:00`));
    const p = problem(
      [post('p1', '2026-12-15 21:00', '2026-12-16 05:00')],
      [planAgent('night-owl', { existing: nights }), planAgent('fresh')],
      { weights: { overtime: 0, premium: 0, newSite: 0, travel: 0, fairness: 5, change: 0 } },
    );
    expect(names(solveAutoplan(p), p)).toEqual(['fresh']);
  });
});

describe('zAutoplanRequest', () => {
  it('answers in French: a period over a month, reversed, a weight out of range', async () => {
    const { zAutoplanRequest, autoplanMessages } = await import('./autoplan-schemas.ts');
    const messagesOf = (body: unknown) => {
      const parsed = zAutoplanRequest.safeParse(body);
      return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    };
    expect(messagesOf({ from: '2027-01-01', to: '2027-02-15' })).toEqual([autoplanMessages.periodTooLong]);
    expect(messagesOf({ from: '2027-01-10', to: '2027-01-01' })).toEqual([autoplanMessages.periodReversed]);
    expect(messagesOf({ from: '2027-01-01', to: '2027-01-31', weights: { overtime: -1 } })).toEqual([
      'Valeur invalide',
    ]);
    expect(messagesOf({ from: '2027-01-01', to: '2027-01-31', weights: 'x' })).toEqual(['Valeur invalide']);
    expect(zAutoplanRequest.parse({ from: '2027-01-01', to: '2027-01-31' })).toMatchObject({
      siteIds: [],
      weights: {},
    });
  });
});

describe('solveAutoplan: progress and cancel', () => {
  it('reports its phases, and stops when asked', async () => {
    const { AutoplanCancelled } = await import('./autoplan-solve.ts');
    const p = problem([post('p1', '2026-12-08 08:00', '2026-12-08 16:00')], [planAgent('a')]);
    const phases: string[] = [];
    solveAutoplan(p, { progress: (_, phase) => phases.push(phase) });
    expect(phases).toEqual(['greedy', 'done']);
    expect(() => solveAutoplan(p, { cancelled: () => true })).toThrow(AutoplanCancelled);
  });
});
