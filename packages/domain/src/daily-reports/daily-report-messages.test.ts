import { describe, expect, it } from 'vitest';
import { isEmptyReport, missedRoundsOf } from './daily-report-content.ts';
import { reportTime, dailyReportMessages as texts } from './daily-report-messages.ts';

describe('daily report texts', () => {
  it('writes times in the agency’s zone, with the day when it is another one', () => {
    expect(reportTime('2026-12-07T07:05:00Z', 'Europe/Paris', '2026-12-07')).toBe('08:05');
    expect(reportTime('2026-12-07T23:30:00Z', 'Europe/Paris', '2026-12-07')).toBe('08/12 00:30');
    expect(reportTime('2026-12-07T20:00:00Z', 'Pacific/Noumea', '2026-12-08')).toBe('07:00');
  });

  it('sums the day up and names the subject', () => {
    expect(texts.mailSubject('Entrepôt Nord', '2026-12-07')).toBe("Rapport d'activité — Entrepôt Nord — 07/12/2026");
    expect(texts.summary({ services: 2, rounds: 1, missed: 0, events: 3, alarms: 1 })).toBe(
      '2 services · 1 ronde effectuée · 0 ronde non effectuée · 3 événements · 1 alerte',
    );
  });
});

describe('missedRoundsOf', () => {
  const due = [
    { id: 'a', name: 'Extérieur', numberOfExecutions: 2 },
    { id: 'b', name: 'Intérieur', numberOfExecutions: 1 },
  ];
  it('counts the executions asked less the complete ones, an extra walk making up for no other round', () => {
    expect(missedRoundsOf('S-1', due, new Map([['a', 1]]))).toEqual([
      { name: 'Extérieur', serviceReference: 'S-1', due: 2, done: 1 },
      { name: 'Intérieur', serviceReference: 'S-1', due: 1, done: 0 },
    ]);
    expect(
      missedRoundsOf(
        'S-1',
        due,
        new Map([
          ['a', 3],
          ['b', 1],
        ]),
      ),
    ).toEqual([]);
  });

  it('calls a day empty only when nothing at all happened', () => {
    const none = { services: [], rounds: [], events: [], alarms: [] };
    expect(isEmptyReport(none)).toBe(true);
    expect(
      isEmptyReport({
        ...none,
        alarms: [{ kind: 'sos', label: 'SOS', raisedAt: '', closedAt: null, agentName: null }],
      }),
    ).toBe(false);
  });
});
