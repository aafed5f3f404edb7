import type { PlanningChanged } from '@securite/domain/planning/planning-events';
import type { QueryKey } from '@tanstack/react-query';

const DAY_MS = 86_400_000;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

type Period = { from: number; to: number };
type Record_ = Record<string, unknown>;

const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An instant's time, or for a calendar day (hours screens: local days, both ends included) a time wide enough for
 * any time zone: the day before for a start, two days after for an end.
 */
function timeOf(value: unknown, end: boolean): number | null {
  if (typeof value !== 'string') return null;
  if (CALENDAR_DAY.test(value)) {
    const midnight = Date.parse(`${value}T00:00:00Z`);
    return Number.isNaN(midnight) ? null : midnight + (end ? 2 * DAY_MS : -DAY_MS);
  }
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** The objects of a key, with those nested in them (a list request's `filters`, a circuit's `dateRange`). */
function objectsOf(key: QueryKey): Record_[] {
  const found: Record_[] = [];
  const visit = (value: unknown, depth: number) => {
    if (!isRecord(value) || depth > 3) return;
    found.push(value);
    for (const inner of Object.values(value)) visit(inner, depth + 1);
  };
  for (const part of key) visit(part, 0);
  return found;
}

/** The period a query asks for ({from, to} or {start, end}); null when it names none (it is then always touched). */
export function periodOfKey(key: QueryKey): Period | null {
  for (const object of objectsOf(key)) {
    for (const [start, end] of [
      ['from', 'to'],
      ['start', 'end'],
    ] as const) {
      const from = timeOf(object[start], false);
      const to = timeOf(object[end], true);
      if (from !== null && to !== null) return { from, to };
    }
  }
  return null;
}

/** The site or agent ids a query is narrowed to (`siteIds` or `siteId`…); null when it is not. */
function narrowedTo(key: QueryKey, field: 'site' | 'agent'): string[] | null {
  for (const object of objectsOf(key)) {
    const many = object[`${field}Ids`];
    if (Array.isArray(many) && many.length > 0) return many.filter((id): id is string => typeof id === 'string');
    const one = object[`${field}Id`];
    if (typeof one === 'string' && one) return [one];
  }
  return null;
}

const disjoint = (narrowed: string[] | null, touched: string[] | null) =>
  narrowed !== null && touched !== null && !narrowed.some((id) => touched.includes(id));

/**
 * Whether a planning change may alter a query's answer: the agency's planning and hours queries whose period
 * overlaps the change and whose sites or agents, when narrowed, include a touched one. The planning settings are
 * not services, and the one service or circuit open in a dialog is left as the user is editing it (the save tells
 * them if it changed meanwhile).
 */
export function isTouchedBy(key: QueryKey, change: PlanningChanged): boolean {
  if (key[0] !== 'agency' || key[1] !== change.agencyId) return false;
  if (key[2] === 'hours') {
    // Every hours count reads services.
  } else if (key[2] === 'planning') {
    if (key[3] === 'config' || key[3] === 'service') return false;
    if (key[3] === 'circuits' && key[4] === 'one') return false;
  } else {
    return false;
  }
  const period = periodOfKey(key);
  if (period && !(period.from < Date.parse(change.to) && Date.parse(change.from) < period.to)) return false;
  if (disjoint(narrowedTo(key, 'site'), change.siteIds)) return false;
  if (disjoint(narrowedTo(key, 'agent'), change.agentIds)) return false;
  return true;
}
