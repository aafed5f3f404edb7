import { texts } from './texts.ts';

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });
const mediumDay = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium' });
const clock = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'short' });
const date = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });
const integer = new Intl.NumberFormat('fr-FR');

/** French date and number formats (thousands separator, spec 001 section 9). */
export const format = {
  dateTime: (value: string | Date) => dateTime.format(new Date(value)),
  /** « le 2 déc. 2026 à 00:41 »: an instant in a sentence. */
  onDayAt: (value: string | Date) =>
    texts.leAValueValue2(mediumDay.format(new Date(value)), clock.format(new Date(value))),
  date: (value: string | Date) => date.format(new Date(value)),
  integer: (value: number) => integer.format(value),
  /** « 0 ligne », « 1 ligne », « 3 lignes » (French: 0 and 1 take the singular). */
  count: (value: number, singular: string, plural = `${singular}s`) =>
    `${integer.format(value)} ${Math.abs(value) > 1 ? plural : singular}`,
};
