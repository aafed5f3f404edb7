import { z } from 'zod';
import { validationMessages as m } from '../validation/messages.ts';
import { zIsoDate } from '../validation/zod.ts';

/** Repeat types of a recurrence (spec 000 section 5). `none` plans a single day. */
export const repeatTypes = ['none', 'daily', 'weekly', 'monthly', 'holidays'] as const;
export type RepeatType = (typeof repeatTypes)[number];

export const repeatTypeLabels: Record<RepeatType, string> = {
  none: 'Pas de répétition',
  daily: 'Tous les N jours',
  weekly: 'Chaque semaine',
  monthly: 'Chaque mois',
  holidays: 'Les jours fériés',
};

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const weekdayLabels = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;

export const recurrenceMessages = {
  startDate: 'La date de début est obligatoire',
  endDate: 'La date de fin est obligatoire',
  startTime: "L'heure de début est obligatoire",
  endTime: "L'heure de fin est obligatoire",
  repeat: 'Le type de répétition est obligatoire',
  endBeforeStart: 'La date de fin doit être postérieure ou égale à la date de début',
  frequency: 'La fréquence doit être un entier supérieur ou égal à 1',
  weekdays: 'Choisissez au moins un jour de la semaine',
  monthDays: 'Choisissez au moins un jour du mois',
  tooLong: 'La période ne peut pas dépasser 2 ans',
} as const;

/** Longest period a recurrence may cover, in days. */
export const RECURRENCE_MAX_DAYS = 731;

const zDay = (message: string) => zIsoDate(message);
const zTime = (message: string) => z.string({ error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);

/**
 * A recurrence rule as the planner enters it. Times are wall-clock times in the agency's time zone; a service is
 * overnight when the start time is not before the end time (spec 000 section 5).
 * `holidayDays` are per-day overrides: public holidays that are worked even though `excludeHolidays` is set.
 */
export const zRecurrence = z
  .object({
    repeat: z.enum(repeatTypes, { error: recurrenceMessages.repeat }),
    frequency: z
      .number({ error: recurrenceMessages.frequency })
      .int(recurrenceMessages.frequency)
      .min(1, recurrenceMessages.frequency)
      .max(366, m.invalid)
      .default(1),
    days: z.array(z.number().int().min(1).max(7)).max(7).default([]),
    monthDays: z.array(z.number().int().min(1).max(31)).max(31).default([]),
    holidayDays: z.array(zDay(m.invalid)).max(100).default([]),
    excludeHolidays: z.boolean().default(false),
    startDate: zDay(recurrenceMessages.startDate),
    endDate: zDay(recurrenceMessages.endDate),
    startTime: zTime(recurrenceMessages.startTime),
    endTime: zTime(recurrenceMessages.endTime),
  })
  .superRefine((r, ctx) => {
    if (r.endDate < r.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: recurrenceMessages.endBeforeStart });
    const days = (Date.parse(`${r.endDate}T00:00:00Z`) - Date.parse(`${r.startDate}T00:00:00Z`)) / 86_400_000;
    if (days > RECURRENCE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: recurrenceMessages.tooLong });
    if (r.repeat === 'weekly' && r.days.length === 0)
      ctx.addIssue({ code: 'custom', path: ['days'], message: recurrenceMessages.weekdays });
    if (r.repeat === 'monthly' && r.monthDays.length === 0)
      ctx.addIssue({ code: 'custom', path: ['monthDays'], message: recurrenceMessages.monthDays });
  });
export type Recurrence = z.infer<typeof zRecurrence>;
export type RecurrenceInput = z.input<typeof zRecurrence>;

/** Whether a service with these wall-clock times ends on the next day. */
export function isOvernight(startTime: string, endTime: string): boolean {
  return startTime >= endTime;
}

/** One expanded occurrence: the calendar day it starts on (agency time zone) and its two instants. */
export type Occurrence = { day: string; startAt: Date; endAt: Date };
