import type { HourCoefficients } from '../../hours/hour-coefficients.ts';
import { splitServiceMinutes } from '../../hours/split-service-minutes.ts';
import { weightedHours } from '../../hours/weighted-hours.ts';
import { isPublicHoliday } from '../../time/holidays.ts';
import { localDay, mondayNumberOf } from '../../time/local-days.ts';
import type { AgentCheckContext, CheckedService } from '../check-types.ts';
import { alwaysBlockingErrors, type PlanningErrorType } from '../planning-errors.ts';
import type { AutoplanWeights } from './autoplan-schemas.ts';

/** An open post: a stored service without agent, or whose agent is unavailable (`previousAgentId`). */
export type AutoplanPost = {
  id: string;
  siteId: string | null;
  startAt: Date;
  endAt: Date;
  specialty: string | null;
  previousAgentId: string | null;
};

/** An agent as the proposal sees it: what the planning checks read, plus the costs' facts. */
export type AutoplanAgent = {
  /** The planning checks' context: record, stored services (not the open posts), unavailabilities, rules. */
  check: AgentCheckContext;
  /** Hours of the contract over the period (pro rata of the monthly limit), null without contract. */
  contractHours: number | null;
  /** Sites the agent worked on (stored services around the period). */
  knownSites: readonly string[];
  /** Sites the agency excluded the agent from. */
  excludedSites: readonly string[];
};

/** Everything one proposal reads: plain data, so that it crosses to a worker thread. */
export type AutoplanProblem = {
  timeZone: string;
  /** The period [from, to) as instants: hours and counts of the stored services are taken within it. */
  from: Date;
  to: Date;
  posts: AutoplanPost[];
  agents: AutoplanAgent[];
  /** The agency's blocking checks (the always-blocking ones are added). */
  blocking: readonly PlanningErrorType[];
  coefficients: HourCoefficients;
  weights: AutoplanWeights;
};

/** What the costs read of one post, computed once. */
export type PostFacts = {
  hours: number;
  premiumHours: number;
  night: boolean;
  sunday: boolean;
  day: number;
  /** The local day of the post's last minute. */
  lastDay: number;
  week: number;
};

/** The rules a proposal never breaks: the agency's blocking ones, plus the card, specialties, unavailabilities. */
export function hardRules(blocking: readonly PlanningErrorType[]): Set<PlanningErrorType> {
  return new Set<PlanningErrorType>([
    ...alwaysBlockingErrors,
    ...blocking,
    'cnapsExpired',
    'missingSpecialty',
    'unavailable',
  ]);
}

const HOUR = 3_600_000;

export function postFacts(problem: Pick<AutoplanProblem, 'timeZone' | 'coefficients'>, post: AutoplanPost): PostFacts {
  const split = splitServiceMinutes(post.startAt, post.endAt, {
    timeZone: problem.timeZone,
    coefficients: problem.coefficients,
    isHoliday: (day) => isPublicHoliday(day),
  });
  const hours = (post.endAt.getTime() - post.startAt.getTime()) / HOUR;
  const nightMinutes = split.night + split.nightSunday + split.nightHoliday;
  const day = localDay(problem.timeZone, post.startAt.getTime());
  return {
    hours,
    premiumHours: Math.max(0, weightedHours(split, problem.coefficients) - hours),
    night: nightMinutes >= 120,
    sunday: split.sunday + split.nightSunday >= 60,
    day,
    lastDay: localDay(problem.timeZone, Math.max(post.startAt.getTime(), post.endAt.getTime() - 1)),
    week: mondayNumberOf(day),
  };
}

/** The service of a post given to an agent, as the planning checks read it. */
export function postService(post: AutoplanPost, agentId: string): CheckedService {
  return {
    key: post.id,
    id: post.id,
    agentId,
    siteId: post.siteId,
    startAt: post.startAt,
    endAt: post.endAt,
    specialty: post.specialty,
  };
}

/** Per agent: its stored hours, nights and Sundays within the period, the base of overtime and fairness. */
export type AgentLoad = { hours: number; nights: number; sundays: number };

export function storedLoad(problem: AutoplanProblem, agent: AutoplanAgent): AgentLoad {
  const load: AgentLoad = { hours: 0, nights: 0, sundays: 0 };
  const from = problem.from.getTime();
  const to = problem.to.getTime();
  for (const s of agent.check.existing) {
    if (s.circuitId) continue;
    const start = s.startAt.getTime();
    if (start < from || start >= to) continue;
    const facts = postFacts(problem, { ...s, id: s.key, siteId: s.siteId, specialty: null, previousAgentId: null });
    load.hours += facts.hours;
    if (facts.night) load.nights++;
    if (facts.sunday) load.sundays++;
  }
  return load;
}

/** An agent without contract is compared with a full-time month (151.67 h) pro rata. */
export const FULL_TIME_MONTH_HOURS = 151.67;

export function contractShare(problem: AutoplanProblem, agent: AutoplanAgent): number {
  if (agent.contractHours !== null) return agent.contractHours;
  const days = (problem.to.getTime() - problem.from.getTime()) / (24 * HOUR);
  return (FULL_TIME_MONTH_HOURS * days) / 30.44;
}
