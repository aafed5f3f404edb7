import { firstOfMonth, localDay, mondayNumberOf } from '../../time/local-days.ts';
import { FAIR_HOURS_FACTOR, loadSlack, openCost, pairCost } from './autoplan-costs.ts';
import { canTake, jitter, marginalCost, type PlanState, quickRefusal, refusalOf } from './autoplan-state.ts';

/** A solver of CPLEX LP text (HiGHS on the server): `relaxed` solves the LP relaxation (no integrality). */
export type LpSolver = (
  lp: string,
  options: { timeLimitSeconds: number; relaxed: boolean },
) => { status: 'optimal' | 'feasible' | 'none'; objective: number; values: Record<string, number> };

/** The candidates a post keeps in the model: the cheapest agents the planning checks accept. */
export const CANDIDATES_PER_POST = 8;
/**
 * Two posts of one day, or less than this apart, may break a rest or daily rule together (11 h of daily rest, 10 h
 * between night and day, 12 h a day); farther ones meet only in the weekly sums and the final check.
 */
const PAIR_GAP_MS = 13 * 3_600_000;

export type ChunkModel = {
  lp: string;
  relaxedLp: string;
  /** Variable name → [post, agent]. */
  pairs: Map<string, [number, number]>;
  /** Posts of the chunk without any candidate (they stay open, outside the model). */
  noCandidate: number[];
  variables: number;
};

type Term = [number, string];

const num = (x: number) => {
  const r = Math.round(x * 10_000) / 10_000;
  return Object.is(r, -0) ? '0' : String(r);
};

function linear(terms: readonly Term[]): string {
  const parts: string[] = [];
  terms.forEach(([c, name], i) => {
    const sign = c < 0 ? '-' : '+';
    const text = `${sign} ${num(Math.abs(c))} ${name}`;
    parts.push(i % 8 === 7 ? `${text}\n  ` : text);
  });
  return parts.join(' ') || '0 zero';
}

/** Travel cost against the posts the agent already holds from earlier chunks, the same day at another site. */
function travelVsHeld(state: PlanState, p: number, a: number): number {
  const { base } = state;
  const site = base.problem.posts[p].siteId;
  if (!site) return 0;
  let cost = 0;
  for (const q of state.held[a]) {
    const other = base.problem.posts[q].siteId;
    if (base.facts[q].day === base.facts[p].day && other && other !== site) cost += base.problem.weights.travel;
  }
  return cost;
}

/**
 * The mixed-integer model of one chunk of posts, given what the earlier chunks gave (state): one binary per post
 * and candidate, one « open » per post; two posts an agent cannot hold together (the checks say so) exclude
 * each other; weekly and contract hours are sums; overtime and fairness are convex costs above each agent's slack.
 */
export function buildChunkModel(
  state: PlanState,
  chunk: readonly number[],
  candidatesPerPost = CANDIDATES_PER_POST,
): ChunkModel {
  const { base } = state;
  const { problem } = base;
  const w = problem.weights;
  const objective: Term[] = [];
  const rows: string[] = [];
  const binaries: string[] = [];
  const bounded: string[] = [];
  const pairs = new Map<string, [number, number]>();
  const noCandidate: number[] = [];
  const byAgent = new Map<number, number[]>();
  let row = 0;
  for (const p of chunk) {
    const options: [number, number][] = [];
    for (let a = 0; a < problem.agents.length; a++) {
      if (!quickRefusal(state, p, a)) options.push([marginalCost(state, p, a) + jitter(p, a), a]);
    }
    options.sort((x, y) => x[0] - y[0]);
    const kept: number[] = [];
    for (const [, a] of options.slice(0, candidatesPerPost * 2)) {
      if (kept.length >= candidatesPerPost) break;
      if (canTake(state, p, a)) kept.push(a);
    }
    if (kept.length === 0) {
      noCandidate.push(p);
      continue;
    }
    const open = `u${p}`;
    objective.push([openCost(base.facts[p]), open]);
    bounded.push(open);
    binaries.push(open);
    const cover: Term[] = [[1, open]];
    for (const a of kept) {
      const name = `x${p}_${a}`;
      pairs.set(name, [p, a]);
      objective.push([pairCost(base, p, a) + travelVsHeld(state, p, a), name]);
      binaries.push(name);
      bounded.push(name);
      cover.push([1, name]);
      const list = byAgent.get(a) ?? [];
      list.push(p);
      byAgent.set(a, list);
    }
    rows.push(` c${row++}: ${linear(cover)} = 1`);
  }
  let travel = 0;
  for (const [a, list] of byAgent) {
    list.sort((x, y) => problem.posts[x].startAt.getTime() - problem.posts[y].startAt.getTime());
    const x = (p: number) => `x${p}_${a}`;
    const restIsHard = state.hard.has('dailyRest');
    const restMs = problem.agents[a].check.rules.minDailyRestHours * 3_600_000;
    for (let i = 0; i < list.length; i++) {
      const p = list[i];
      for (let j = i + 1; j < list.length; j++) {
        const q = list[j];
        const gap = problem.posts[q].startAt.getTime() - problem.posts[p].endAt.getTime();
        if (gap >= PAIR_GAP_MS + 24 * 3_600_000) break;
        if (gap >= PAIR_GAP_MS && base.facts[q].day !== base.facts[p].lastDay) continue;
        // Overlapping, or closer than the daily rest when it is a hard rule: a conflict the checks need not confirm
        // (the model only gets stricter; the answer is checked whole anyway).
        const obvious = gap < 0 || (restIsHard && gap < restMs);
        if (obvious || refusalOf(state, a, [...state.held[a], p, q])) {
          rows.push(
            ` c${row++}: ${linear([
              [1, x(p)],
              [1, x(q)],
            ])} <= 1`,
          );
        } else {
          const sp = problem.posts[p].siteId;
          const sq = problem.posts[q].siteId;
          if (base.facts[p].day === base.facts[q].day && sp && sq && sp !== sq && w.travel > 0) {
            const t = `t${travel++}`;
            objective.push([w.travel, t]);
            bounded.push(t);
            rows.push(
              ` c${row++}: ${linear([
                [1, x(p)],
                [1, x(q)],
                [-1, t],
              ])} <= 1`,
            );
          }
        }
      }
    }
    const agent = problem.agents[a];
    const hoursOf = (p: number) => base.facts[p].hours;
    // Weekly maximum and the contract's monthly limit, as sums over the agent's candidate posts.
    const sums: [Map<number, number[]>, number, (day: number) => number][] = [];
    if (state.hard.has('weeklyMax')) {
      sums.push([group(list, (p) => base.facts[p].week), agent.check.rules.maxWeeklyHours, mondayNumberOf]);
    }
    const limit = agent.check.agent.monthlyLimitHours;
    if (state.hard.has('workingLimit') && limit !== null) {
      sums.push([group(list, (p) => firstOfMonth(base.facts[p].day)), limit, (d) => firstOfMonth(d)]);
    }
    for (const [groups, cap, keyOfDay] of sums) {
      for (const [key, posts] of groups) {
        const total = posts.reduce((sum, p) => sum + hoursOf(p), 0);
        const used = usedHours(state, a, (day) => keyOfDay(day) === key);
        if (total <= cap - used + 1e-9) continue;
        rows.push(` c${row++}: ${linear(posts.map((p) => [hoursOf(p), x(p)]))} <= ${num(Math.max(0, cap - used))}`);
      }
    }
    // Overtime and fairness: a continuous variable above each slack.
    const slack = loadSlack(base, a);
    const added = state.added[a];
    const costs: [string, number, number, (p: number) => number][] = [
      [`o${a}`, w.overtime, slack.overtime - added.hours, hoursOf],
      [`n${a}`, w.fairness, slack.nights - added.nights, (p) => (base.facts[p].night ? 1 : 0)],
      [`s${a}`, w.fairness, slack.sundays - added.sundays, (p) => (base.facts[p].sunday ? 1 : 0)],
      [`h${a}`, w.fairness * FAIR_HOURS_FACTOR, slack.hours - added.hours, hoursOf],
    ];
    for (const [name, weight, room, amount] of costs) {
      if (weight <= 0) continue;
      const terms: Term[] = list.filter((p) => amount(p) > 0).map((p) => [amount(p), x(p)]);
      const most = terms.reduce((s, [c]) => s + c, 0);
      if (terms.length === 0 || most <= Math.max(0, room)) continue;
      objective.push([weight, name]);
      rows.push(` c${row++}: ${linear([...terms, [-1, name]])} <= ${num(Math.max(0, room))}`);
    }
  }
  const head = `Minimize\n obj: ${linear(objective)}\nSubject To\n${rows.join('\n')}\n`;
  const bounds = `Bounds\n${bounded.map((v) => ` 0 <= ${v} <= 1`).join('\n')}\n`;
  return {
    lp: `${head}${bounds}Binary\n ${binaries.join('\n ')}\nEnd\n`,
    relaxedLp: `${head}${bounds}End\n`,
    pairs,
    noCandidate,
    variables: binaries.length,
  };
}

function group(list: readonly number[], keyOf: (p: number) => number): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const p of list) {
    const key = keyOf(p);
    const g = groups.get(key) ?? [];
    g.push(p);
    groups.set(key, g);
  }
  return groups;
}

/** Hours the agent already has on the days `inPeriod` accepts: its stored services and the posts it holds. */
function usedHours(state: PlanState, a: number, inPeriod: (day: number) => boolean): number {
  const { problem, facts } = state.base;
  const agent = problem.agents[a];
  let hours = 0;
  for (const s of agent.check.existing) {
    if (s.circuitId) continue;
    if (inPeriod(localDay(problem.timeZone, s.startAt.getTime()))) {
      hours += (s.endAt.getTime() - s.startAt.getTime()) / 3_600_000;
    }
  }
  for (const p of state.held[a]) if (inPeriod(facts[p].day)) hours += facts[p].hours;
  return hours;
}
