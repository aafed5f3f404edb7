import { localDay } from '../../time/local-days.ts';
import {
  type AgentLoad,
  type AutoplanAgent,
  type AutoplanPost,
  type AutoplanProblem,
  contractShare,
  type PostFacts,
  postFacts,
  storedLoad,
} from './autoplan-problem.ts';
import type { AutoplanCostParts } from './autoplan-schemas.ts';

/** A post left open costs more than any way of filling it, so that every post that can be filled is. */
export const openCost = (facts: PostFacts) => 1000 + 10 * facts.hours;

/** Hours above the contract's share weigh a tenth of a night above the mean in the fairness cost. */
export const FAIR_HOURS_FACTOR = 0.1;

/** What the costs read, computed once per problem: posts' facts, agents' stored load and shares, the means. */
export type CostBase = {
  problem: AutoplanProblem;
  facts: PostFacts[];
  loads: AgentLoad[];
  shares: number[];
  /** Per agent: the local days (number) → sites of its stored services, for the travel cost. */
  storedSitesByDay: Map<number, Set<string>>[];
  known: Set<string>[];
  excluded: Set<string>[];
  meanNights: number;
  meanSundays: number;
  /** Hours per contract hour of the team if every post is filled. */
  hoursRatio: number;
  /** Per agent: loadSlack, computed once. */
  slacks: LoadSlack[];
};

export type LoadSlack = { overtime: number; nights: number; sundays: number; hours: number };

export function costBase(problem: AutoplanProblem): CostBase {
  const facts = problem.posts.map((p) => postFacts(problem, p));
  const loads = problem.agents.map((a) => storedLoad(problem, a));
  const shares = problem.agents.map((a) => contractShare(problem, a));
  const storedSitesByDay = problem.agents.map((a) => {
    const byDay = new Map<number, Set<string>>();
    for (const s of a.check.existing) {
      if (!s.siteId || s.isCircuit) continue;
      const day = localDay(problem.timeZone, s.startAt.getTime());
      const set = byDay.get(day) ?? new Set<string>();
      set.add(s.siteId);
      byDay.set(day, set);
    }
    return byDay;
  });
  const n = Math.max(1, problem.agents.length);
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  const postHours = sum(facts.map((f) => f.hours));
  const base: Omit<CostBase, 'slacks'> = {
    problem,
    facts,
    loads,
    shares,
    storedSitesByDay,
    known: problem.agents.map((a) => new Set(a.knownSites)),
    excluded: problem.agents.map((a) => new Set(a.excludedSites)),
    meanNights: (sum(loads.map((l) => l.nights)) + facts.filter((f) => f.night).length) / n,
    meanSundays: (sum(loads.map((l) => l.sundays)) + facts.filter((f) => f.sunday).length) / n,
    hoursRatio: (sum(loads.map((l) => l.hours)) + postHours) / Math.max(1, sum(shares)),
  };
  return { ...base, slacks: problem.agents.map((_, a) => slackOf(base, a)) };
}

/** The part of a post's cost that depends only on the post and its agent (linear in the model). */
export function pairCost(base: CostBase, postIndex: number, agentIndex: number): number {
  const { weights } = base.problem;
  const post: AutoplanPost = base.problem.posts[postIndex];
  const facts = base.facts[postIndex];
  const agent: AutoplanAgent = base.problem.agents[agentIndex];
  let cost = weights.premium * facts.premiumHours;
  if (post.siteId && !base.known[agentIndex].has(post.siteId)) cost += weights.newSite;
  if (post.previousAgentId && post.previousAgentId !== agent.check.agent.id) cost += weights.change;
  const sitesThatDay = base.storedSitesByDay[agentIndex].get(facts.day);
  if (post.siteId && sitesThatDay) {
    for (const site of sitesThatDay) if (site !== post.siteId) cost += weights.travel;
  }
  return cost;
}

/**
 * How much an agent may still take before each load cost starts: hours to its contract's share (overtime),
 * nights and Sundays to the team's mean, hours to the team's ratio of its share (fairness).
 */
export function loadSlack(base: CostBase, agentIndex: number): LoadSlack {
  return base.slacks[agentIndex];
}

function slackOf(base: Omit<CostBase, 'slacks'>, agentIndex: number): LoadSlack {
  const stored = base.loads[agentIndex];
  const share = base.shares[agentIndex];
  return {
    overtime: Math.max(0, share - stored.hours),
    nights: Math.max(0, base.meanNights - stored.nights),
    sundays: Math.max(0, base.meanSundays - stored.sundays),
    hours: Math.max(0, base.hoursRatio * share - stored.hours),
  };
}

/** One agent's load costs (overtime, fairness) for what the proposal gives it, above its stored services'. */
export function loadCost(base: CostBase, agentIndex: number, added: AgentLoad) {
  const { weights } = base.problem;
  const slack = loadSlack(base, agentIndex);
  const overtime = weights.overtime * Math.max(0, added.hours - slack.overtime);
  const fairness =
    weights.fairness *
    (Math.max(0, added.nights - slack.nights) +
      Math.max(0, added.sundays - slack.sundays) +
      FAIR_HOURS_FACTOR * Math.max(0, added.hours - slack.hours));
  return { overtime, fairness };
}

export type Assignment = Map<number, number>;

/** The cost of a whole proposal (post index → agent index), by part, and each filled post's own part. */
export function evaluate(base: CostBase, assignment: Assignment) {
  const { weights } = base.problem;
  const parts: AutoplanCostParts = { overtime: 0, premium: 0, newSite: 0, travel: 0, fairness: 0, change: 0 };
  let openTotal = 0;
  const perPost = new Map<number, number>();
  const added = base.problem.agents.map(() => ({ hours: 0, nights: 0, sundays: 0 }));
  const daySites = base.problem.agents.map(() => new Map<number, string[]>());
  base.problem.posts.forEach((post, p) => {
    const a = assignment.get(p);
    const facts = base.facts[p];
    if (a === undefined) {
      openTotal += openCost(facts);
      return;
    }
    const agent = base.problem.agents[a];
    perPost.set(p, pairCost(base, p, a));
    parts.premium += weights.premium * facts.premiumHours;
    if (post.siteId && !base.known[a].has(post.siteId)) parts.newSite += weights.newSite;
    if (post.previousAgentId && post.previousAgentId !== agent.check.agent.id) parts.change += weights.change;
    const stored = base.storedSitesByDay[a].get(facts.day);
    if (post.siteId && stored) for (const s of stored) if (s !== post.siteId) parts.travel += weights.travel;
    added[a].hours += facts.hours;
    if (facts.night) added[a].nights++;
    if (facts.sunday) added[a].sundays++;
    if (post.siteId) {
      const list = daySites[a].get(facts.day) ?? [];
      for (const s of list) if (s !== post.siteId) parts.travel += weights.travel;
      list.push(post.siteId);
      daySites[a].set(facts.day, list);
    }
  });
  added.forEach((load, a) => {
    if (load.hours === 0) return;
    const { overtime, fairness } = loadCost(base, a, load);
    parts.overtime += overtime;
    parts.fairness += fairness;
  });
  const total = Object.values(parts).reduce((s, x) => s + x, 0) + openTotal;
  return { total, parts, openTotal, perPost };
}
