import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CheckedService } from '../check-types.ts';
import { checkAgentServices } from '../checks/check-agent-services.ts';
import { planningErrorTypes } from '../planning-errors.ts';
import { planAgent, problem } from './autoplan-fixtures.ts';
import { type AutoplanPost, hardRules, postService } from './autoplan-problem.ts';
import { solveAutoplan } from './autoplan-solve.ts';

const HOUR = 3_600_000;
// Monday 30/11/2026 00:00 in Paris: four weeks without a clock change.
const BASE = Date.parse('2026-11-30T00:00:00+01:00');

const arbPosts = fc.array(
  fc.record({
    hour: fc.integer({ min: 0, max: 28 * 24 - 1 }),
    length: fc.integer({ min: 2, max: 12 }),
    site: fc.integer({ min: 0, max: 3 }),
    specialty: fc.constantFrom(null, 'SSIAP'),
  }),
  { minLength: 1, maxLength: 40 },
);
const arbAgents = fc.array(
  fc.record({
    stored: fc.array(
      fc.record({ hour: fc.integer({ min: 0, max: 28 * 24 - 1 }), length: fc.integer({ min: 4, max: 12 }) }),
      {
        maxLength: 10,
      },
    ),
    specialties: fc.constantFrom([], ['SSIAP']),
    cardValid: fc.boolean(),
    excluded: fc.integer({ min: -1, max: 3 }),
  }),
  { minLength: 1, maxLength: 6 },
);
const arbBlocking = fc.subarray([...planningErrorTypes]);

describe('a proposal never breaks a blocking rule', () => {
  it('holds for random posts, agents and blocking choices (the planning checks judge each agent whole)', () => {
    fc.assert(
      fc.property(arbPosts, arbAgents, arbBlocking, (drafts, agentDrafts, blocking) => {
        const posts: AutoplanPost[] = drafts.map((d, i) => ({
          id: `p${i}`,
          siteId: `site-${d.site}`,
          startAt: new Date(BASE + d.hour * HOUR),
          endAt: new Date(BASE + (d.hour + d.length) * HOUR),
          specialty: d.specialty,
          previousAgentId: null,
        }));
        const agents = agentDrafts.map((d, i) => {
          const existing: CheckedService[] = [];
          let last = -1;
          for (const s of [...d.stored].sort((x, y) => x.hour - y.hour)) {
            if (s.hour < last) continue;
            const start = new Date(BASE + s.hour * HOUR);
            existing.push({
              key: `s${i}-${s.hour}`,
              id: `s${i}-${s.hour}`,
              agentId: `a${i}`,
              siteId: 'site-0',
              startAt: start,
              endAt: new Date(start.getTime() + s.length * HOUR),
            });
            last = s.hour + s.length;
          }
          return planAgent(`a${i}`, {
            agent: { specialties: d.specialties, cnapsCardExpiresAt: d.cardValid ? '2099-12-31' : '2020-01-01' },
            existing,
            excludedSites: d.excluded >= 0 ? [`site-${d.excluded}`] : [],
          });
        });
        const p = problem(posts, agents, { blocking });
        const outcome = solveAutoplan(p);
        const hard = hardRules(blocking);
        agents.forEach((agent, a) => {
          const held = [...outcome.assignment].filter(([, x]) => x === a).map(([q]) => posts[q]);
          for (const q of held) expect(agent.excludedSites).not.toContain(q.siteId);
          const issues = checkAgentServices(
            held.map((q) => postService(q, agent.check.agent.id)),
            agent.check,
          );
          expect(issues.filter((i) => hard.has(i.type))).toEqual([]);
        });
        // Every post is filled or says why not.
        posts.forEach((_, q) => {
          expect(outcome.assignment.has(q) || (outcome.reasons.get(q)?.length ?? 0) > 0).toBe(true);
        });
      }),
      { numRuns: 60 },
    );
  });
});
