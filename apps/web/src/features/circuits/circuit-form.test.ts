import { describe, expect, it } from 'vitest';
import { circuit } from '../../shared/planning/testing/circuit-fixtures.ts';
import { circuitCount, circuitFormValues, nextStop, overlappingStops, saveOf } from './circuit-form.ts';

const stop = (startTime: string, endTime: string) => ({ siteId: 's', startTime, endTime });

describe('circuit form', () => {
  it('reads a stored circuit in the agency zone', () => {
    const values = circuitFormValues(circuit(), '2026-01-01', 'Europe/Paris');
    expect(values).toMatchObject({ name: 'Tournée nord', date: '2026-12-14', agentId: circuit().agent?.id });
    expect(values.stops.map((s) => `${s.startTime}-${s.endTime}`)).toEqual(['08:00-10:00', '10:30-12:00']);
  });

  it('sends a date, or a recurrence whose times the stops give; an edit never repeats', () => {
    const values = {
      ...circuitFormValues(null, '2026-12-14', 'Europe/Paris'),
      stops: [stop('22:00', '23:00'), stop('01:00', '02:00')],
    };
    expect(saveOf(values, null)).toMatchObject({ date: '2026-12-14', recurrence: null });
    const weekly = { ...values, repeat: 'weekly' as const, days: [1, 3], endDate: '2026-12-27' };
    expect(saveOf(weekly, null)).toMatchObject({
      date: null,
      recurrence: {
        repeat: 'weekly',
        startDate: '2026-12-14',
        endDate: '2026-12-27',
        startTime: '22:00',
        endTime: '02:00',
      },
    });
    expect(circuitCount(weekly, false)).toBe(4);
    expect(saveOf(weekly, 'id')).toMatchObject({ id: 'id', date: '2026-12-14', recurrence: null });
  });

  it('numbers the overlapping stops from 1, leaving out stops whose times are not typed', () => {
    expect(overlappingStops([stop('08:00', '10:00'), stop('', '11:00'), stop('09:00', '09:30')])).toEqual([[1, 3]]);
  });

  it('offers a next stop starting when the last one ends', () => {
    expect(nextStop([stop('22:00', '23:30')])).toEqual({ siteId: null, startTime: '23:30', endTime: '00:30' });
  });
});
