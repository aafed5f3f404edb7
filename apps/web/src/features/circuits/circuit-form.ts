import { type Circuit, type CircuitSaveInput, zCircuitSave } from '@securite/domain/circuits/circuit-schemas';
import { findTourOverlaps } from '@securite/domain/circuits/circuit-stops';
import { occurrenceDays } from '@securite/domain/planning/recurrence';
import { type RepeatType, repeatTypes, zRecurrence } from '@securite/domain/planning/recurrence-schemas';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import { dayIn, timeIn } from '@securite/domain/time/zoned-instants';
import { z } from 'zod';

/** A stop as typed (a stop has no id of its own: an edit replaces them all). */
export interface StopFormValues {
  siteId: string | null;
  startTime: string;
  endTime: string;
}

/** The circuit dialog's fields; the domain's zCircuitSave checks them once turned into a save. */
export interface CircuitFormValues {
  name: string;
  agentId: string | null;
  date: CalendarDay | null;
  repeat: RepeatType;
  frequency: number | null;
  days: number[];
  monthDays: number[];
  endDate: CalendarDay | null;
  excludeHolidays: boolean;
  stops: StopFormValues[];
  comments: string;
}

/** A stop following the last one: it starts when the last one ends and lasts an hour. */
export function nextStop(stops: readonly StopFormValues[]): StopFormValues {
  const last = stops.at(-1);
  const start = last?.endTime && /^\d\d:\d\d$/.test(last.endTime) ? last.endTime : '08:00';
  const hour = (Number(start.slice(0, 2)) + 1) % 24;
  return { siteId: null, startTime: start, endTime: `${String(hour).padStart(2, '0')}${start.slice(2)}` };
}

/** The fields of a new circuit (on a day) or of a stored one, times read in the agency's zone. */
export function circuitFormValues(circuit: Circuit | null, day: CalendarDay, timeZone: string): CircuitFormValues {
  const date = circuit ? dayIn(circuit.startAt, timeZone) : day;
  return {
    name: circuit?.name ?? '',
    agentId: circuit?.agent?.id ?? null,
    date,
    repeat: 'none',
    frequency: 1,
    days: [],
    monthDays: [],
    endDate: date,
    excludeHolidays: false,
    stops: circuit
      ? circuit.stops.map((stop) => ({
          siteId: stop.site?.id ?? null,
          startTime: timeIn(stop.startAt, timeZone),
          endTime: timeIn(stop.endAt, timeZone),
        }))
      : [{ siteId: null, startTime: '08:00', endTime: '09:00' }],
    comments: circuit?.comments ?? '',
  };
}

/** The save the fields describe: the date alone, or a recurrence whose days the stops fill with their times. */
export function saveOf(values: CircuitFormValues, circuitId: string | null): CircuitSaveInput {
  const stops = values.stops.map((s) => ({ siteId: s.siteId ?? '', startTime: s.startTime, endTime: s.endTime }));
  const repeated = !circuitId && values.repeat !== 'none';
  return {
    ...(circuitId ? { id: circuitId } : {}),
    name: values.name,
    agentId: values.agentId,
    date: repeated ? null : values.date,
    recurrence: repeated
      ? {
          repeat: values.repeat,
          frequency: values.frequency ?? Number.NaN,
          days: values.days,
          monthDays: values.monthDays,
          excludeHolidays: values.excludeHolidays,
          startDate: values.date ?? '',
          endDate: values.endDate ?? '',
          // The stops give the times; the rule needs some.
          startTime: stops[0]?.startTime || '00:00',
          endTime: stops.at(-1)?.endTime || '00:00',
        }
      : null,
    stops,
    comments: values.comments.trim() || null,
  };
}

/** How many circuits the save plans: one, or one per day of the recurrence (null while it is incomplete). */
export function circuitCount(values: CircuitFormValues, editing: boolean): number | null {
  const save = saveOf(values, editing ? 'edit' : null);
  if (!save.recurrence) return values.date ? 1 : null;
  const rule = zRecurrence.safeParse(save.recurrence);
  return rule.success ? occurrenceDays(rule.data).length : null;
}

/** The pairs of stops sharing time, among the stops whose times are typed (numbers from 1). */
export function overlappingStops(stops: readonly StopFormValues[]): Array<[number, number]> {
  const timed = stops
    .map((s, index) => ({ ...s, index }))
    .filter((s) => /^\d\d:\d\d$/.test(s.startTime) && /^\d\d:\d\d$/.test(s.endTime));
  return findTourOverlaps(timed).map(([a, b]) => [timed[a].index + 1, timed[b].index + 1]);
}

const recurrencePaths: Record<string, keyof CircuitFormValues> = {
  frequency: 'frequency',
  days: 'days',
  monthDays: 'monthDays',
  startDate: 'date',
  endDate: 'endDate',
};

/** Where each message of the domain shows in the form. */
function formPath(path: readonly PropertyKey[]): string {
  const [key, index, sub] = path.map(String);
  if (key === 'recurrence') return recurrencePaths[index] ?? 'date';
  if (key === 'stops') return index !== undefined && sub ? `stops.${index}.${sub}` : 'stops.root';
  return key ?? 'name';
}

/** The resolver's schema: the form's shape, checked by the domain's zCircuitSave. */
export function circuitFormSchema(circuitId: string | null) {
  return z
    .object({
      name: z.string(),
      agentId: z.string().nullable(),
      date: z.string().nullable(),
      repeat: z.enum(repeatTypes),
      frequency: z.number().nullable(),
      days: z.array(z.number()),
      monthDays: z.array(z.number()),
      endDate: z.string().nullable(),
      excludeHolidays: z.boolean(),
      stops: z.array(z.object({ siteId: z.string().nullable(), startTime: z.string(), endTime: z.string() })),
      comments: z.string(),
    })
    .superRefine((values, ctx) => {
      const parsed = zCircuitSave.safeParse(saveOf(values, circuitId));
      if (parsed.success) return;
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const path = formPath(issue.path);
        if (seen.has(path)) continue;
        seen.add(path);
        ctx.addIssue({ code: 'custom', path: path.split('.'), message: issue.message });
      }
    });
}
