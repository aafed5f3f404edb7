import type { CalendarDay } from '../time/calendar-day.ts';
import { isCalendarDay } from '../time/calendar-day.ts';

/**
 * A CNAPS professional card number, e.g. CAR-075-2029-01-15-20190123456: the prefix, the issuing
 * department, the card's expiry date and a serial.
 */
export const CNAPS_CARD_PATTERN = /^CAR-([0-9]{2}[0-9AB])-(\d{4}-\d{2}-\d{2})-(\d{11})$/;
export const CNAPS_CARD_EXAMPLE = 'CAR-075-2029-01-15-20190123456';

export interface CnapsCardNumber {
  department: string;
  expiresAt: CalendarDay;
  serial: string;
}

/** Upper-cases and trims a typed card number. */
export function normalizeCnapsCardNumber(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, '');
}

/** The parts of a card number, or null when it does not follow the CNAPS format. */
export function parseCnapsCardNumber(value: string): CnapsCardNumber | null {
  const match = CNAPS_CARD_PATTERN.exec(normalizeCnapsCardNumber(value));
  if (!match || !isCalendarDay(match[2])) return null;
  return { department: match[1], expiresAt: match[2], serial: match[3] };
}
