import { describe, expect, it } from 'vitest';
import { defaultBlockingErrors } from '../planning-errors.ts';
import { countIssues } from './count-issues.ts';

describe('countIssues', () => {
  it('counts blocking issues, warnings and each type', () => {
    const issues = [
      { key: 'a', type: 'overlap', message: '' },
      { key: 'b', type: 'overlap', message: '' },
      { key: 'a', type: 'dailyRest', message: '' },
      { key: 'a', type: 'unavailable', message: '' },
    ] as const;
    expect(countIssues(issues, defaultBlockingErrors)).toEqual({
      blocking: 3,
      warnings: 1,
      byType: { overlap: 2, dailyRest: 1, unavailable: 1 },
    });
  });

  it('keeps the always-blocking types blocking whatever the agency chose', () => {
    const issues = [{ key: 'a', type: 'cnapsExpired', message: '' }] as const;
    expect(countIssues(issues, [])).toMatchObject({ blocking: 1, warnings: 0 });
  });

  it('counts nothing for no issue', () => {
    expect(countIssues([], defaultBlockingErrors)).toEqual({ blocking: 0, warnings: 0, byType: {} });
  });
});
