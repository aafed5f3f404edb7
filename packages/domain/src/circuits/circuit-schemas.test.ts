import { describe, expect, it } from 'vitest';
import { circuitMessages, zCircuitFetchRequest, zCircuitSave } from './circuit-schemas.ts';

const siteId = '2b1c6d0e-6f0a-4d2e-9d1b-0a4c1c3f5e71';
const base = {
  name: 'Tournée nord',
  agentId: null,
  date: '2027-01-04',
  stops: [{ siteId, startTime: '08:00', endTime: '09:00' }],
};
const messagesOf = (input: unknown) => {
  const parsed = zCircuitSave.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('zCircuitSave', () => {
  it('accepts a one-day circuit and defaults confirmed to false', () => {
    const parsed = zCircuitSave.parse(base);
    expect(parsed.confirmed).toBe(false);
    expect(parsed.stops).toHaveLength(1);
  });

  it('asks for a name, stops, and a site per stop, in French', () => {
    expect(messagesOf({ ...base, name: '  ' })).toContain(circuitMessages.nameRequired);
    expect(messagesOf({ ...base, stops: [] })).toContain(circuitMessages.stopsRequired);
    expect(messagesOf({ ...base, stops: [{ startTime: '08:00', endTime: '09:00' }] })).toContain(
      circuitMessages.siteRequired,
    );
    const many = Array.from({ length: 51 }, () => base.stops[0]);
    expect(messagesOf({ ...base, stops: many })).toContain(circuitMessages.tooManyStops);
  });

  it('needs a date or a recurrence, not both; an edit takes a date only', () => {
    const recurrence = {
      repeat: 'daily',
      startDate: '2027-01-04',
      endDate: '2027-01-10',
      startTime: '08:00',
      endTime: '09:00',
    };
    expect(messagesOf({ ...base, date: null })).toContain(circuitMessages.dateRequired);
    expect(messagesOf({ ...base, recurrence })).toContain(circuitMessages.dateOrRecurrence);
    expect(messagesOf({ ...base, date: null, recurrence })).toEqual([]);
    expect(messagesOf({ ...base, id: siteId, date: null, recurrence })).toContain(circuitMessages.editOneDay);
  });

  it('refuses a tour longer than 24 hours', () => {
    const stops = [
      { siteId, startTime: '08:00', endTime: '20:00' },
      { siteId, startTime: '07:00', endTime: '09:00' },
    ];
    expect(messagesOf({ ...base, stops })).toContain(circuitMessages.tooLong);
  });
});

describe('zCircuitFetchRequest', () => {
  it('orders by start, earliest first, when nothing is asked', () => {
    expect(zCircuitFetchRequest.parse(undefined).orderBy).toEqual({ field: 'startAt', direction: 'asc' });
  });
});
