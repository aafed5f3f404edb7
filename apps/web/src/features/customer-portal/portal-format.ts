import type { CustomerService } from '@securite/domain/customer-portal/customer-services';
import { type CalendarDay, formatDay } from '@securite/domain/time/calendar-day';
import { dayHeading, serviceHours } from '@securite/domain/time/day-labels';
import { dayIn, timeIn } from '@securite/domain/time/zoned-instants';

import { texts } from './texts.ts';

/** « Aujourd’hui · 20:00 → 08:00 le lendemain », in the agency's time zone. */
export function plannedLabel(
  service: Pick<CustomerService, 'startAt' | 'endAt'>,
  timeZone: string,
  today: CalendarDay,
) {
  return `${dayHeading(dayIn(service.startAt, timeZone), today)} · ${serviceHours(service.startAt, service.endAt, timeZone)}`;
}

/** What really happened: « Arrivée à 19:04 · départ à 23:02 », « Arrivée à 19:04 », or null before the start. */
export function realLabel(service: Pick<CustomerService, 'realStartAt' | 'realEndAt'>, timeZone: string) {
  if (!service.realStartAt) return null;
  const arrival = texts.arriveeAValue(timeIn(service.realStartAt, timeZone));
  return service.realEndAt ? texts.departAArrivalValue(arrival, timeIn(service.realEndAt, timeZone)) : arrival;
}

/** An instant for a list: « Aujourd’hui à 20:05 », « lundi 5 janvier à 20:05 ». */
export function instantLabel(iso: string, timeZone: string, today: CalendarDay) {
  return `${dayHeading(dayIn(iso, timeZone), today)} à ${timeIn(iso, timeZone)}`;
}

/** A calendar day as « 18/11/2026 ». */
export const dayLabel = (day: CalendarDay) => formatDay(day);
