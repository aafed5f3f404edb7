import type { AgentCheckContext, CheckedAgent, CheckedService } from '../check-types.ts';
import { defaultPlanningRules, type PlanningErrorType, type PlanningIssue } from '../planning-errors.ts';

// Fixtures for the planning checks' tests.

export const PARIS = 'Europe/Paris';

const parisClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: PARIS,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** A Paris wall-clock time 'YYYY-MM-DD HH:mm' as a Date (the first of the two when the clock goes back). */
export function paris(local: string): Date {
  for (const offset of ['+02:00', '+01:00']) {
    const date = new Date(`${local.replace(' ', 'T')}:00${offset}`);
    if (parisClock.format(date) === local) return date;
  }
  throw new Error(`Heure inexistante à Paris : ${local}`);
}

/** A service of the agent from one Paris wall-clock time to another. */
export function service(key: string, start: string, end: string, extra: Partial<CheckedService> = {}): CheckedService {
  return { key, id: null, agentId: 'agent-1', siteId: 'site-1', startAt: paris(start), endAt: paris(end), ...extra };
}

/** A stored service (its key is its id). */
export function stored(id: string, start: string, end: string, extra: Partial<CheckedService> = {}): CheckedService {
  return service(id, start, end, { id, ...extra });
}

export function agent(extra: Partial<CheckedAgent> = {}): CheckedAgent {
  return {
    id: 'agent-1',
    name: 'Marie Dupont',
    active: true,
    plannable: true,
    cnapsCardExpiresAt: '2099-12-31',
    specialties: [],
    monthlyLimitHours: null,
    ...extra,
  };
}

export function context(extra: Partial<AgentCheckContext> = {}): AgentCheckContext {
  return {
    timeZone: PARIS,
    agent: agent(),
    existing: [],
    unavailabilities: [],
    rules: defaultPlanningRules,
    ...extra,
  };
}

/** The issues of one type. */
export function ofType(issues: PlanningIssue[], type: PlanningErrorType): PlanningIssue[] {
  return issues.filter((i) => i.type === type);
}

/** Services on consecutive days from a first day, each from `start` to `end` (HH:mm) Paris time. */
export function dailyServices(prefix: string, firstDay: string, days: number, start: string, end: string) {
  const services: CheckedService[] = [];
  for (let n = 0; n < days; n++) {
    const day = new Date(Date.parse(`${firstDay}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const endDay = end > start ? day : new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    services.push(stored(`${prefix}${n}`, `${day} ${start}`, `${endDay} ${end}`));
  }
  return services;
}
