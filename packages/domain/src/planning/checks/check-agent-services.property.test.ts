import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AgentCheckContext, CheckedService, CheckedUnavailability } from '../check-types.ts';
import {
  type PlanningErrorType,
  type PlanningIssue,
  type PlanningRules,
  planningErrorTypes,
} from '../planning-errors.ts';
import { checkAgentServices } from './check-agent-services.ts';
import { agent, context } from './check-fixtures.ts';

const SLOT = 15 * 60_000;
const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
// Monday 16/11/2026, three weeks after the October clock change and months before the March one.
const BASE = Date.parse('2026-11-16T00:00:00+01:00');

type Draft = { start: number; slots: number; candidate: boolean };

/** Services over some weeks, on quarter hours, from 30 min to 14 h. */
const draftsOver = (weeks: number, maxLength: number) =>
  fc.array(
    fc.record({
      start: fc.integer({ min: 0, max: weeks * 7 * 24 * 4 }),
      slots: fc.integer({ min: 2, max: 14 * 4 }),
      candidate: fc.boolean(),
    }),
    { minLength: 1, maxLength },
  );
const arbDrafts = draftsOver(5, 14);
/** Two weeks with a service nearly every day: rests under 35 h, so the weekly rest fails often too. */
const arbDailyDrafts = fc
  .array(
    fc.record({
      jitter: fc.integer({ min: 0, max: 12 * 4 }),
      slots: fc.integer({ min: 4 * 4, max: 12 * 4 }),
      candidate: fc.boolean(),
      dayOff: fc.integer({ min: 0, max: 9 }),
    }),
    { minLength: 14, maxLength: 14 },
  )
  .map((days) =>
    days.flatMap((d, day) =>
      d.dayOff === 0 ? [] : [{ start: day * 24 * 4 + d.jitter, slots: d.slots, candidate: d.candidate }],
    ),
  )
  .filter((drafts) => drafts.length > 0);
/** Busy enough for every hours rule to fire often. */
const arbBusyDrafts = fc.oneof(draftsOver(2, 24), arbDailyDrafts);

function toService(draft: Draft, index: number, shift = 0): CheckedService {
  const startAt = new Date(BASE + shift + draft.start * SLOT);
  const key = `s${index}`;
  return {
    key,
    id: draft.candidate ? null : key,
    agentId: 'agent-1',
    siteId: 'site-1',
    startAt,
    endAt: new Date(startAt.getTime() + draft.slots * SLOT),
  };
}

function split(drafts: Draft[], shift = 0) {
  const services = drafts.map((d, i) => toService(d, i, shift));
  return {
    candidates: services.filter((_, i) => drafts[i].candidate),
    existing: services.filter((_, i) => !drafts[i].candidate),
  };
}

const pairs = (issues: PlanningIssue[], types?: readonly PlanningErrorType[]) =>
  issues
    .filter((i) => !types || types.includes(i.type))
    .map((i) => `${i.key}:${i.type}`)
    .sort();

const arbRules = fc.record({
  minDailyRestHours: fc.integer({ min: 8, max: 12 }),
  maxDailyHours: fc.integer({ min: 6, max: 12 }),
  maxWeeklyHours: fc.integer({ min: 20, max: 48 }),
  maxAverageWeeklyHours: fc.integer({ min: 10, max: 46 }),
  averageWeeks: fc.integer({ min: 1, max: 4 }),
  minWeeklyRestHours: fc.integer({ min: 24, max: 48 }),
  minPeriodHours: fc.integer({ min: 2, max: 4 }),
  minNightDayRestHours: fc.integer({ min: 8, max: 12 }),
  night: fc.constantFrom(
    { nightStart: '21:00', nightEnd: '06:00' },
    { nightStart: '22:00', nightEnd: '07:00' },
    { nightStart: '00:00', nightEnd: '05:00' },
  ),
  minSundaysOffPerMonth: fc.integer({ min: 0, max: 5 }),
  sundaysOffMonths: fc.integer({ min: 1, max: 3 }),
});

const overlapping = (a: CheckedService, b: CheckedService) => a.startAt < b.endAt && b.startAt < a.endAt;

describe('checkAgentServices properties', () => {
  it('reports an overlap exactly on the candidates that share time with another service', () => {
    fc.assert(
      fc.property(arbDrafts, (drafts) => {
        const { candidates, existing } = split(drafts);
        const flagged = new Set(
          checkAgentServices(candidates, context({ existing }))
            .filter((i) => i.type === 'overlap')
            .map((i) => i.key),
        );
        for (const a of candidates) {
          const others = [...candidates, ...existing].filter((b) => b !== a);
          expect(flagged.has(a.key)).toBe(others.some((b) => overlapping(a, b)));
          // Symmetric: two candidates sharing time are both reported.
          for (const b of candidates) if (b !== a && overlapping(a, b)) expect(flagged.has(b.key)).toBe(true);
        }
      }),
    );
  });

  it('never removes an hours issue when a service is added', () => {
    const hoursTypes: PlanningErrorType[] = [
      'dailyMax',
      'weeklyMax',
      'weeklyAverage',
      'workingLimit',
      'weeklyRest',
      'sundaysOff',
    ];
    fc.assert(
      fc.property(
        arbBusyDrafts,
        arbBusyDrafts.map((d) => d[0]),
        arbRules,
        fc.option(fc.integer({ min: 20, max: 160 }), { nil: null }),
        (drafts, extra, rules, monthlyLimitHours) => {
          const ctx = (existing: CheckedService[]) => context({ existing, rules, agent: agent({ monthlyLimitHours }) });
          const { candidates, existing } = split(drafts);
          const before = pairs(checkAgentServices(candidates, ctx(existing)), hoursTypes);
          const added = toService(extra, drafts.length);
          const after = extra.candidate
            ? checkAgentServices([...candidates, added], ctx(existing))
            : checkAgentServices(candidates, ctx([...existing, added]));
          const kept = new Set(pairs(after, hoursTypes));
          for (const pair of before) expect(kept.has(pair)).toBe(true);
        },
      ),
    );
  });

  // Moving by whole weeks keeps Sundays Sundays but moves them between calendar months (a month holds 4 or 5
  // Sundays, and a run of months holds other Sundays), so `sundaysOff` may rightly change: it is left out of the
  // week shifts and compared under a 28-year shift, after which the calendar repeats day for day.
  const weekShiftTypes = planningErrorTypes.filter((type) => type !== 'sundaysOff');
  const arbAbsences = fc.array(
    fc.record({ start: fc.integer({ min: 0, max: 35 * 24 }), hours: fc.integer({ min: 1, max: 72 }) }),
    { maxLength: 2 },
  );
  const issuesShifted = (drafts: Draft[], rules: PlanningRules, absences: { start: number; hours: number }[]) => {
    return (shift: number, types?: readonly PlanningErrorType[]) => {
      const { candidates, existing } = split(drafts, shift);
      const unavailabilities: CheckedUnavailability[] = absences.map((a) => ({
        startAt: new Date(BASE + shift + a.start * HOUR),
        endAt: new Date(BASE + shift + (a.start + a.hours) * HOUR),
        label: 'Congés payés',
      }));
      const ctx: AgentCheckContext = context({ existing, rules, unavailabilities });
      return pairs(checkAgentServices(candidates, ctx), types);
    };
  };

  it('finds the same issues when everything moves by whole weeks (away from clock changes; not sundaysOff)', () => {
    fc.assert(
      fc.property(
        arbDrafts,
        arbRules,
        fc.integer({ min: 1, max: 8 }),
        arbAbsences,
        (drafts, rules, weeks, absences) => {
          const run = issuesShifted(drafts, rules, absences);
          expect(run(weeks * WEEK, weekShiftTypes)).toEqual(run(0, weekShiftTypes));
        },
      ),
    );
  });

  it('finds the same issues, sundaysOff included, 28 years later (1461 weeks: the calendar repeats)', () => {
    fc.assert(
      fc.property(arbDrafts, arbRules, arbAbsences, (drafts, rules, absences) => {
        const run = issuesShifted(drafts, rules, absences);
        expect(run(1461 * WEEK)).toEqual(run(0));
      }),
      { numRuns: 50 },
    );
  });

  it('finds nothing wrong with a lone 8-hour service of an agent in order, whatever the day and French zone', () => {
    const zones = ['Europe/Paris', 'America/Cayenne', 'America/Martinique', 'Indian/Reunion', 'Pacific/Noumea'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2025-01-01T00:00:00Z') / SLOT, max: Date.parse('2030-12-31T00:00:00Z') / SLOT }),
        fc.constantFrom(...zones),
        (slot, timeZone) => {
          const startAt = new Date(slot * SLOT);
          const lone: CheckedService = {
            key: 'new',
            agentId: 'agent-1',
            siteId: 'site-1',
            startAt,
            endAt: new Date(startAt.getTime() + 8 * HOUR),
          };
          const ctx = context({
            timeZone,
            agent: agent({ cnapsCardExpiresAt: '2031-06-30', monthlyLimitHours: 151.67 }),
          });
          expect(checkAgentServices([lone], ctx)).toEqual([]);
        },
      ),
    );
  });

  it('reports at most one issue per service and type, and only on the batch’s services', () => {
    fc.assert(
      fc.property(arbDrafts, arbRules, fc.boolean(), fc.boolean(), (drafts, rules, active, plannable) => {
        const { candidates, existing } = split(drafts);
        const ctx = context({ existing, rules, agent: agent({ active, plannable, monthlyLimitHours: 40 }) });
        const issues = checkAgentServices(candidates, ctx);
        const found = pairs(issues);
        expect(new Set(found).size).toBe(found.length);
        const keys = new Set(candidates.map((c) => c.key));
        for (const i of issues) expect(keys.has(i.key)).toBe(true);
      }),
    );
  });

  it('reports a short night/day switch only where the daily rest is short too, when its minimum is no higher', () => {
    fc.assert(
      fc.property(arbBusyDrafts, arbRules, (drafts, rules) => {
        const ctx = context({
          ...split(drafts),
          rules: { ...rules, minNightDayRestHours: Math.min(rules.minNightDayRestHours, rules.minDailyRestHours) },
        });
        const issues = checkAgentServices(split(drafts).candidates, ctx);
        const dailyRest = new Set(issues.filter((i) => i.type === 'dailyRest').map((i) => i.key));
        for (const i of issues) if (i.type === 'nightDayRest') expect(dailyRest.has(i.key)).toBe(true);
      }),
    );
  });

  it('reports sundaysOff exactly where a plain count of Sundays per calendar month says so', () => {
    fc.assert(
      fc.property(
        fc.oneof(arbDrafts, arbBusyDrafts),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 3 }),
        (drafts, minSundaysOffPerMonth, sundaysOffMonths) => {
          const { candidates, existing } = split(drafts);
          const rules = { ...context().rules, minSundaysOffPerMonth, sundaysOffMonths };
          const flagged = checkAgentServices(candidates, context({ existing, rules }))
            .filter((i) => i.type === 'sundaysOff')
            .map((i) => i.key);
          expect(flagged.sort()).toEqual(sundaysOffOracle(candidates, existing, rules).sort());
        },
      ),
      // About one run in nine finds a short run of months: enough runs to meet it often.
      { numRuns: 300 },
    );
  });
});

/**
 * The sundaysOff rule counted the plain way, for services between BASE and the spring clock change: Paris is then
 * UTC+1 throughout, so a local day is a UTC day one hour on.
 */
function sundaysOffOracle(candidates: CheckedService[], existing: CheckedService[], rules: PlanningRules): string[] {
  const DAY = 24 * HOUR;
  /** Local Sunday days (UTC midnights of the local date) with at least a minute of [start, end). */
  const sundays = (s: CheckedService) => {
    const start = s.startAt.getTime() + HOUR;
    const end = s.endAt.getTime() + HOUR;
    const days: number[] = [];
    for (let day = Math.floor(start / DAY) * DAY; day < end; day += DAY) {
      const minutes = Math.min(end, day + DAY) - Math.max(start, day);
      if (new Date(day).getUTCDay() === 0 && minutes >= 60_000) days.push(day);
    }
    return days;
  };
  const worked = new Set([...candidates, ...existing].flatMap(sundays));
  const shortRun = (first: Date) => {
    const end = Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + rules.sundaysOffMonths, 1);
    let off = 0;
    for (let day = first.getTime(); day < end; day += DAY) {
      if (new Date(day).getUTCDay() === 0 && !worked.has(day)) off++;
    }
    return off < rules.minSundaysOffPerMonth * rules.sundaysOffMonths;
  };
  return candidates
    .filter((c) =>
      sundays(c).some((sunday) => {
        const date = new Date(sunday);
        for (let k = 0; k < rules.sundaysOffMonths; k++) {
          if (shortRun(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - k, 1)))) return true;
        }
        return false;
      }),
    )
    .map((c) => c.key);
}
