import { describe, expect, it } from 'vitest';
import { exportDayFor, exportLabel } from './export-day.ts';

describe('exportDayFor', () => {
  const week = { period: 'week', from: '2026-11-30', to: '2026-12-06' } as const;
  const month = { period: 'month', from: '2026-12-01', to: '2026-12-31' } as const;

  it('exports the shown week, and the month holding most of it', () => {
    expect(exportLabel('week', exportDayFor('week', week, '2026-10-01'))).toBe('semaine du 30/11/2026');
    expect(exportLabel('month', exportDayFor('month', week, '2026-10-01'))).toBe('décembre 2026');
  });

  it('exports the Monday-to-Sunday week holding most of seven days shown from a Sunday', () => {
    const rolling = { period: 'week', from: '2026-11-22', to: '2026-11-28' } as const;
    expect(exportLabel('week', exportDayFor('week', rolling, '2026-11-22'))).toBe('semaine du 23/11/2026');
  });

  it('from a month, exports the current week when today is shown, else the first week', () => {
    expect(exportLabel('week', exportDayFor('week', month, '2026-12-17'))).toBe('semaine du 14/12/2026');
    expect(exportLabel('week', exportDayFor('week', month, '2027-01-05'))).toBe('semaine du 30/11/2026');
    expect(exportLabel('month', exportDayFor('month', month, '2027-01-05'))).toBe('décembre 2026');
  });
});
