import { firstOfMonth, localDay, mondayNumberOf } from '../../time/local-days.ts';
import { checkAgentServices } from '../checks/check-agent-services.ts';
import type { PlanningErrorType } from '../planning-errors.ts';
import { type CostBase, loadCost, pairCost } from './autoplan-costs.ts';
import { hardRules, postService } from './autoplan-problem.ts';
import type { AutoplanReasonType } from './autoplan-schemas.ts';

/**
 * The proposal being built: which posts each agent holds, and what the load costs read. Whether an agent can take
 * a post is asked of the planning checks themselves (checkAgentServices, the batch save's), with every post the
 * proposal already gives that agent; `quickRefusal` only skips the agents those checks would refuse anyway.
 */
export type PlanState = {
  base: CostBase;
  hard: Set<PlanningErrorType>;
  /** Post index → agent index. */
  assignment: Map<number, number>;
  /** Agent index → post indices it holds, in the order given. */
  held: number[][];
  added: { hours: number; nights: number; sundays: number }[];
  /** Agent index → local day → busy intervals (stored services, unavailabilities) touching that day. */
  busy: Map<number, [number, number, 'overlap' | 'unavailable'][]>[];
  /** Agent index → hours by ISO week (its Monday) and by month (its first day): stored, and held. */
  storedWeek: Map<number, number>[];
  storedMonth: Map<number, number>[];
  heldWeek: Map<number, number>[];
  heldMonth: Map<number, number>[];
  /** Real checks run (the bench prints it). */
  checksRun: number;
};

const addTo = (map: Map<number, number>, key: number, hours: number) => map.set(key, (map.get(key) ?? 0) + hours);

export function createState(base: CostBase): PlanState {
  const { problem } = base;
  const busy = problem.agents.map((agent) => {
    const byDay = new Map<number, [number, number, 'overlap' | 'unavailable'][]>();
    const add = (start: number, end: number, kind: 'overlap' | 'unavailable') => {
      const first = localDay(problem.timeZone, start);
      const last = localDay(problem.timeZone, Math.max(start, end - 1));
      for (let d = first; d <= last && d - first < 400; d++) {
        const list = byDay.get(d) ?? [];
        list.push([start, end, kind]);
        byDay.set(d, list);
      }
    };
    for (const s of agent.check.existing) if (!s.circuitId) add(s.startAt.getTime(), s.endAt.getTime(), 'overlap');
    for (const u of agent.check.unavailabilities) add(u.startAt.getTime(), u.endAt.getTime(), 'unavailable');
    return byDay;
  });
  const storedWeek = problem.agents.map(() => new Map<number, number>());
  const storedMonth = problem.agents.map(() => new Map<number, number>());
  problem.agents.forEach((agent, a) => {
    for (const s of agent.check.existing) {
      if (s.circuitId) continue;
      const day = localDay(problem.timeZone, s.startAt.getTime());
      const hours = (s.endAt.getTime() - s.startAt.getTime()) / 3_600_000;
      addTo(storedWeek[a], mondayNumberOf(day), hours);
      addTo(storedMonth[a], firstOfMonth(day), hours);
    }
  });
  return {
    base,
    storedWeek,
    storedMonth,
    heldWeek: problem.agents.map(() => new Map()),
    heldMonth: problem.agents.map(() => new Map()),
    hard: hardRules(problem.blocking),
    assignment: new Map(),
    held: problem.agents.map(() => []),
    added: problem.agents.map(() => ({ hours: 0, nights: 0, sundays: 0 })),
    busy,
    checksRun: 0,
  };
}

/** A refusal known without running the checks: the site exclusion, and the record's or the calendar's plain facts. */
export function quickRefusal(state: PlanState, p: number, a: number): AutoplanReasonType | null {
  const { problem } = state.base;
  const post = problem.posts[p];
  const agent = problem.agents[a].check.agent;
  if (post.siteId && state.base.excluded[a].has(post.siteId)) return 'siteExcluded';
  if (!agent.active) return 'deactivated';
  if (!agent.plannable && state.hard.has('notPlannable')) return 'notPlannable';
  if (post.specialty && !agent.specialties.includes(post.specialty)) return 'missingSpecialty';
  const start = post.startAt.getTime();
  const end = post.endAt.getTime();
  const days = state.busy[a];
  const facts = state.base.facts[p];
  for (let d = facts.day - 1; d <= facts.lastDay + 1; d++) {
    const list = days.get(d);
    if (!list) continue;
    for (const [s, e, kind] of list) if (s < end && e > start) return kind;
  }
  // The weekly maximum and the contract's monthly limit, summed by the post's start: a filter only, the checks
  // have the last word on what is accepted.
  const rules = problem.agents[a].check.rules;
  if (state.hard.has('weeklyMax')) {
    const used = (state.storedWeek[a].get(facts.week) ?? 0) + (state.heldWeek[a].get(facts.week) ?? 0);
    if (used + facts.hours > rules.maxWeeklyHours + 1e-9) return 'weeklyMax';
  }
  if (state.hard.has('workingLimit') && agent.monthlyLimitHours !== null) {
    const month = firstOfMonth(facts.day);
    const used = (state.storedMonth[a].get(month) ?? 0) + (state.heldMonth[a].get(month) ?? 0);
    if (used + facts.hours > agent.monthlyLimitHours + 1e-9) return 'workingLimit';
  }
  return null;
}

/** The first rule a proposal never breaks that these posts together would break for the agent, or null. */
export function refusalOf(state: PlanState, a: number, posts: readonly number[]): PlanningErrorType | null {
  const { problem } = state.base;
  const agent = problem.agents[a];
  state.checksRun++;
  const issues = checkAgentServices(
    posts.map((p) => postService(problem.posts[p], agent.check.agent.id)),
    agent.check,
  );
  return issues.find((i) => state.hard.has(i.type))?.type ?? null;
}

/** Whether the agent can take the post beside the posts the proposal gives it already. */
export function canTake(state: PlanState, p: number, a: number): boolean {
  if (quickRefusal(state, p, a)) return false;
  return refusalOf(state, a, [...state.held[a], p]) === null;
}

/** What giving the post to the agent adds to the proposal's cost, given what it holds. */
export function marginalCost(state: PlanState, p: number, a: number): number {
  const { base } = state;
  const facts = base.facts[p];
  const before = state.added[a];
  const after = {
    hours: before.hours + facts.hours,
    nights: before.nights + (facts.night ? 1 : 0),
    sundays: before.sundays + (facts.sunday ? 1 : 0),
  };
  const was = loadCost(base, a, before);
  const will = loadCost(base, a, after);
  let cost = pairCost(base, p, a) + will.overtime + will.fairness - was.overtime - was.fairness;
  const site = base.problem.posts[p].siteId;
  if (site) {
    for (const q of state.held[a]) {
      const other = base.problem.posts[q].siteId;
      if (base.facts[q].day === facts.day && other && other !== site) cost += base.problem.weights.travel;
    }
  }
  return cost;
}

export function assign(state: PlanState, p: number, a: number): void {
  const facts = state.base.facts[p];
  state.assignment.set(p, a);
  state.held[a].push(p);
  addTo(state.heldWeek[a], facts.week, facts.hours);
  addTo(state.heldMonth[a], firstOfMonth(facts.day), facts.hours);
  const load = state.added[a];
  load.hours += facts.hours;
  if (facts.night) load.nights++;
  if (facts.sunday) load.sundays++;
}

export function unassign(state: PlanState, p: number): void {
  const a = state.assignment.get(p);
  if (a === undefined) return;
  const facts = state.base.facts[p];
  state.assignment.delete(p);
  state.held[a] = state.held[a].filter((q) => q !== p);
  addTo(state.heldWeek[a], facts.week, -facts.hours);
  addTo(state.heldMonth[a], firstOfMonth(facts.day), -facts.hours);
  const load = state.added[a];
  load.hours -= facts.hours;
  if (facts.night) load.nights--;
  if (facts.sunday) load.sundays--;
}

/** A deterministic spread of equal costs over the agents (so that ties do not all go to the first agent). */
export const jitter = (p: number, a: number) => (((p * 2654435761) ^ (a * 40503)) >>> 0) / 2 ** 32 / 1000;
