import { describe, expect, it } from 'vitest';
import { isTouchedBy, periodOfKey } from './planning-change-match.ts';

const change = {
  agencyId: 'a1',
  from: '2027-02-03T22:00:00.000Z',
  to: '2027-02-04T06:00:00.000Z',
  siteIds: ['s1', 's2'],
  agentIds: ['g1'],
  origin: null,
};

describe('isTouchedBy', () => {
  it('reads the period of the planning, circuit and hours requests', () => {
    expect(
      periodOfKey([
        'agency',
        'a1',
        'planning',
        'planned-services',
        { from: '2027-02-01T00:00:00Z', to: '2027-02-08T00:00:00Z' },
      ]),
    ).toEqual({
      from: Date.parse('2027-02-01T00:00:00Z'),
      to: Date.parse('2027-02-08T00:00:00Z'),
    });
    const circuits = [
      'agency',
      'a1',
      'planning',
      'circuits',
      'list',
      { filters: { dateRange: { start: '2027-02-04T00:00:00Z', end: '2027-02-05T00:00:00Z' } } },
    ];
    expect(periodOfKey(circuits)?.from).toBe(Date.parse('2027-02-04T00:00:00Z'));
    // Local days, both ends included: widened enough for any time zone.
    expect(periodOfKey(['agency', 'a1', 'hours', 'mine', { from: '2027-02-04', to: '2027-02-04' }])).toEqual({
      from: Date.parse('2027-02-03T00:00:00Z'),
      to: Date.parse('2027-02-06T00:00:00Z'),
    });
    expect(periodOfKey(['agency', 'a1', 'planning', 'circuits', 'shared', 'c1'])).toBeNull();
  });

  it('touches what overlaps the change, half-open: a period ending when the change starts is not', () => {
    const key = (from: string, to: string) => ['agency', 'a1', 'planning', 'planned-services', { from, to }];
    expect(isTouchedBy(key('2027-02-03T00:00:00Z', '2027-02-03T22:00:00Z'), change)).toBe(false);
    expect(isTouchedBy(key('2027-02-04T06:00:00Z', '2027-02-05T00:00:00Z'), change)).toBe(false);
    expect(isTouchedBy(key('2027-02-04T05:59:00Z', '2027-02-05T00:00:00Z'), change)).toBe(true);
    expect(isTouchedBy(['agency', 'a1', 'hours', 'sites', { from: '2027-02-05', to: '2027-02-10' }], change)).toBe(
      true,
    );
    expect(isTouchedBy(['agency', 'a1', 'hours', 'sites', { from: '2027-02-07', to: '2027-02-10' }], change)).toBe(
      false,
    );
  });

  it('narrows by the sites or agents a query names, unless the change lists none', () => {
    const period = { from: '2027-02-01T00:00:00Z', to: '2027-02-08T00:00:00Z' };
    const bySites = (siteIds: string[]) => ['agency', 'a1', 'planning', 'planned-services', { ...period, siteIds }];
    expect(isTouchedBy(bySites(['s3']), change)).toBe(false);
    expect(isTouchedBy(bySites(['s3', 's2']), change)).toBe(true);
    expect(isTouchedBy(bySites(['s3']), { ...change, siteIds: null })).toBe(true);
    const cover = ['agency', 'a1', 'planning', 'agent-services', { ...period, agentId: 'g2' }];
    expect(isTouchedBy(cover, change)).toBe(false);
    expect(isTouchedBy(cover, { ...change, agentIds: ['g1', 'g2'] })).toBe(true);
  });

  it('leaves other agencies, other data, the settings and the opened service or circuit', () => {
    expect(isTouchedBy(['agency', 'a2', 'planning', 'planned-services'], change)).toBe(false);
    expect(isTouchedBy(['agency', 'a1', 'sites', 'list'], change)).toBe(false);
    expect(isTouchedBy(['agency', 'a1', 'planning', 'config'], change)).toBe(false);
    expect(isTouchedBy(['agency', 'a1', 'planning', 'service', 'x'], change)).toBe(false);
    expect(isTouchedBy(['agency', 'a1', 'planning', 'circuits', 'one', 'c1'], change)).toBe(false);
    expect(isTouchedBy(['agency', 'a1', 'planning', 'circuits', 'shared', 'c1'], change)).toBe(true);
  });
});
