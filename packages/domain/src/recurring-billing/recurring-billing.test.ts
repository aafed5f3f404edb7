import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextReminderDay,
  readEmailRemindSettings,
  reminderStepDue,
  renderRemindTemplate,
  zEmailRemindSettings,
} from './email-remind.ts';
import { duePeriods, nextOccurrence, occurrencesUntil, periodKeyOf, zRecurrenceSave } from './recurrence.ts';

const monthly = { frequency: 'monthly' as const, dayOfMonth: 1, startDate: '2026-01-01' };

describe('recurrence periods', () => {
  it('bills on the day N of every month from the start, within the end date', () => {
    expect(occurrencesUntil(monthly, '2026-04-15')).toEqual(['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01']);
    expect(occurrencesUntil({ ...monthly, endDate: '2026-02-28' }, '2026-04-15')).toEqual(['2026-01-01', '2026-02-01']);
    expect(occurrencesUntil({ ...monthly, startDate: '2026-01-10', dayOfMonth: 5 }, '2026-03-31')).toEqual([
      '2026-02-05',
      '2026-03-05',
    ]);
  });

  it('quarterly and yearly step 3 and 12 months, across years', () => {
    const q = { frequency: 'quarterly' as const, dayOfMonth: 15, startDate: '2025-11-15' };
    expect(occurrencesUntil(q, '2026-09-01')).toEqual(['2025-11-15', '2026-02-15', '2026-05-15', '2026-08-15']);
    const y = { frequency: 'yearly' as const, dayOfMonth: 28, startDate: '2024-02-01' };
    expect(occurrencesUntil(y, '2026-03-01')).toEqual(['2024-02-28', '2025-02-28', '2026-02-28']);
  });

  it('catches up one invoice per missed period, never a generated one again', () => {
    const generated = new Set(['2026-01', '2026-02']);
    expect(duePeriods(monthly, '2026-05-02', generated)).toEqual(['2026-03-01', '2026-04-01', '2026-05-01']);
    expect(duePeriods(monthly, '2025-12-31', new Set())).toEqual([]);
  });

  it('gives the next billing day after the last one, null past the end', () => {
    expect(nextOccurrence(monthly, null)).toBe('2026-01-01');
    expect(nextOccurrence(monthly, '2026-03-01')).toBe('2026-04-01');
    expect(nextOccurrence(monthly, '2026-03-20')).toBe('2026-04-01');
    expect(nextOccurrence({ ...monthly, frequency: 'quarterly' }, '2026-05-02')).toBe('2026-07-01');
    expect(nextOccurrence({ ...monthly, endDate: '2026-03-31' }, '2026-03-01')).toBeNull();
  });

  it('property: N periods give N distinct keys, all due once', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('monthly' as const, 'quarterly' as const, 'yearly' as const),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 3000 }),
        (frequency, dayOfMonth, startOffset, span) => {
          const start = new Date(Date.UTC(2020, 0, 1 + startOffset)).toISOString().slice(0, 10);
          const until = new Date(Date.UTC(2020, 0, 1 + startOffset + span)).toISOString().slice(0, 10);
          const schedule = { frequency, dayOfMonth, startDate: start };
          const days = occurrencesUntil(schedule, until);
          const keys = new Set(days.map(periodKeyOf));
          expect(keys.size).toBe(days.length);
          expect(days.every((d) => d >= start && d <= until)).toBe(true);
          // Once all are generated nothing is due; generating half leaves the other half.
          expect(duePeriods(schedule, until, keys)).toEqual([]);
          const half = new Set([...keys].slice(0, Math.floor(keys.size / 2)));
          expect(duePeriods(schedule, until, half).length).toBe(days.length - half.size);
        },
      ),
    );
  });

  it('refuses an end before the start and a day past 28', () => {
    const base = {
      customerId: '3f0c2f6e-8f5b-4c1e-9d2a-5b7e1c3a9f10',
      lines: [{ label: 'x', quantity: 1, unitPriceCents: 1, vatRateBp: 0 }],
    };
    const r = zRecurrenceSave.safeParse({ ...base, frequency: 'monthly', dayOfMonth: 31, startDate: '2026-01-01' });
    expect(r.success).toBe(false);
    const e = zRecurrenceSave.safeParse({
      ...base,
      frequency: 'monthly',
      dayOfMonth: 1,
      startDate: '2026-01-01',
      endDate: '2025-12-01',
    });
    expect(e.error?.issues[0]?.message).toBe('La date de fin doit suivre la date de début');
  });
});

describe('reminders', () => {
  const s = zEmailRemindSettings.parse({ enabled: true, daysAfterDue: 5, repeatEveryDays: 10, maxReminders: 3 });

  it('steps: first N days after the due date, then every M days, up to the max', () => {
    expect(reminderStepDue('2026-03-01', '2026-03-01', s)).toBe(0);
    expect(reminderStepDue('2026-03-01', '2026-03-05', s)).toBe(0);
    expect(reminderStepDue('2026-03-01', '2026-03-06', s)).toBe(1);
    expect(reminderStepDue('2026-03-01', '2026-03-16', s)).toBe(2);
    expect(reminderStepDue('2026-03-01', '2026-12-31', s)).toBe(3);
    expect(nextReminderDay('2026-03-01', 1, s)).toBe('2026-03-16');
    expect(nextReminderDay('2026-03-01', 3, s)).toBeNull();
  });

  it('renders the placeholders and leaves unknown ones', () => {
    expect(
      renderRemindTemplate('Facture {numero} de {montant} due le {echeance} ({client}) {autre}', {
        numero: 'F-2026-0001',
        montant: '120,00 €',
        echeance: '01/03/2026',
        client: 'Acme',
      }),
    ).toBe('Facture F-2026-0001 de 120,00 € due le 01/03/2026 (Acme) {autre}');
  });

  it('reads missing settings as the disabled defaults', () => {
    expect(readEmailRemindSettings(undefined).enabled).toBe(false);
    expect(readEmailRemindSettings({ enabled: true, maxReminders: 99 }).enabled).toBe(false);
  });
});
