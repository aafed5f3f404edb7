import { describe, expect, it } from 'vitest';
import { checkAgentServices } from './check-agent-services.ts';
import { context, ofType, service, stored } from './check-fixtures.ts';

const dailyMax = (...args: Parameters<typeof checkAgentServices>) => ofType(checkAgentServices(...args), 'dailyMax');

describe('dailyMax', () => {
  it('accepts exactly 12 h in a day', () => {
    expect(dailyMax([service('new', '2026-12-12 08:00', '2026-12-12 20:00')], context())).toEqual([]);
  });

  it('refuses 12 h 01 in a day', () => {
    expect(dailyMax([service('new', '2026-12-12 08:00', '2026-12-12 20:01')], context())).toEqual([
      { key: 'new', type: 'dailyMax', message: '12 h 01 planifiées le 12/12/2026 (maximum 12 h)' },
    ]);
  });

  it('adds the stored services of the day', () => {
    const existing = [stored('s1', '2026-12-12 06:00', '2026-12-12 12:00')];
    const issues = dailyMax([service('new', '2026-12-12 12:00', '2026-12-12 19:00')], context({ existing }));
    expect(issues.map((i) => i.message)).toEqual(['13 h 00 planifiées le 12/12/2026 (maximum 12 h)']);
  });

  it('splits a night service at midnight between its two days', () => {
    const existing = [stored('s1', '2026-12-12 10:00', '2026-12-12 22:00')];
    const night = service('night', '2026-12-12 22:00', '2026-12-13 06:00');
    expect(dailyMax([night], context({ existing })).map((i) => i.message)).toEqual([
      '14 h 00 planifiées le 12/12/2026 (maximum 12 h)',
    ]);
    // The same night after a 10-hour day: 12 h on the 12th, 6 h on the 13th.
    const shorter = [stored('s1', '2026-12-12 12:00', '2026-12-12 22:00')];
    expect(dailyMax([night], context({ existing: shorter }))).toEqual([]);
  });

  it('names the next day when the part after midnight goes over', () => {
    const existing = [stored('s1', '2026-12-13 08:00', '2026-12-13 16:00')];
    const night = service('night', '2026-12-12 19:00', '2026-12-13 08:00');
    expect(dailyMax([night], context({ existing })).map((i) => i.message)).toEqual([
      '16 h 00 planifiées le 13/12/2026 (maximum 12 h)',
    ]);
  });

  it('counts real durations on the 25-hour day of the October clock change', () => {
    // 00:00 → 12:00 on 25/10/2026 lasts 13 hours: the clock goes back from 03:00 to 02:00.
    const long = service('long', '2026-10-25 00:00', '2026-10-25 12:00');
    expect(long.endAt.getTime() - long.startAt.getTime()).toBe(13 * 3_600_000);
    expect(dailyMax([long], context()).map((i) => i.message)).toEqual([
      '13 h 00 planifiées le 25/10/2026 (maximum 12 h)',
    ]);
    expect(dailyMax([service('ok', '2026-10-25 00:00', '2026-10-25 11:00')], context())).toEqual([]);
  });

  it('counts real durations on the 23-hour day of the March clock change', () => {
    // 00:00 → 13:00 on 29/03/2026 lasts 12 hours: the clock jumps from 02:00 to 03:00.
    expect(dailyMax([service('ok', '2026-03-29 00:00', '2026-03-29 13:00')], context())).toEqual([]);
  });

  it('leaves circuit stops to their circuit', () => {
    const circuit = stored('c1', '2026-12-12 08:00', '2026-12-12 20:00', { isCircuit: true });
    const stop = service('stop', '2026-12-12 09:00', '2026-12-12 11:00', { circuitId: 'c1' });
    expect(ofType(checkAgentServices([stop], context({ existing: [circuit] })), 'dailyMax')).toEqual([]);
  });
});
