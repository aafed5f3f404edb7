import type { PlanningService } from '@securite/domain/planning/service-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { periodOf, shiftAnchor } from '@securite/domain/time/grid-period';
import { describe, expect, it } from 'vitest';
import { ids, plannedService } from '../../shared/planning/testing/planning-fixtures.ts';
import { moveDraft } from './move-service.ts';
import { colourOf, groupServices, UNASSIGNED_ROW } from './planning-rows.ts';

const paris = 'Europe/Paris';

describe('planning period', () => {
  it('gives the week from Monday and the month with their French labels and instants in the agency zone', () => {
    const week = periodOf('week', '2026-12-17', paris);
    expect(week.days[0]).toBe('2026-12-14');
    expect(week.days).toHaveLength(7);
    expect(week.label).toBe('Semaine du 14/12/2026');
    expect(week.from).toBe('2026-12-14T00:00:00.000+01:00');
    expect(week.to).toBe('2026-12-21T00:00:00.000+01:00');
    const month = periodOf('month', '2026-12-17', paris);
    expect(month.label).toBe('Décembre 2026');
    expect(month.days).toHaveLength(31);
    expect(month.to).toBe('2027-01-01T00:00:00.000+01:00');
    // A month over the spring DST change keeps local midnights.
    const march = periodOf('month', '2026-03-10', paris);
    expect([march.from, march.to]).toEqual(['2026-03-01T00:00:00.000+01:00', '2026-04-01T00:00:00.000+02:00']);
  });

  it('steps by weeks and months', () => {
    expect(shiftAnchor('week', '2026-12-17', 1)).toBe('2026-12-21');
    expect(shiftAnchor('week', '2026-12-17', -1)).toBe('2026-12-07');
    expect(shiftAnchor('month', '2026-12-17', 1)).toBe('2027-01-01');
    expect(shiftAnchor('month', '2026-01-31', -1)).toBe('2025-12-01');
  });
});

describe('grouping services by row and day', () => {
  const night = plannedService({
    id: 'nuit',
    startAt: '2026-12-14T19:00:00.000Z',
    endAt: '2026-12-15T07:00:00.000Z',
  });
  const unassigned = plannedService({ id: 'libre', agent: null, startAt: '2026-12-16T07:00:00.000Z' });
  const before = plannedService({ id: 'veille', startAt: '2026-12-13T19:00:00.000Z' });

  it('puts an overnight service on its start day in the agency zone, unassigned ones in their row', () => {
    const days = periodOf('week', '2026-12-14', paris).days;
    const byAgents = groupServices([night, unassigned, before], 'agents', days, paris);
    expect(
      byAgents
        .get(ids.agent1)
        ?.get('2026-12-14')
        ?.map((s) => s.id),
    ).toEqual(['nuit']);
    expect(byAgents.get(ids.agent1)?.get('2026-12-15')).toBeUndefined();
    expect(
      byAgents
        .get(UNASSIGNED_ROW)
        ?.get('2026-12-16')
        ?.map((s) => s.id),
    ).toEqual(['libre']);
    // Started the day before the week: not shown.
    expect([...byAgents.values()].flatMap((cells) => [...cells.values()]).flat()).toHaveLength(2);
    const bySites = groupServices([night, unassigned], 'sites', days, paris);
    expect(
      bySites
        .get(ids.site1)
        ?.get('2026-12-16')
        ?.map((s) => s.id),
    ).toEqual(['libre']);
    // 19:00 UTC on the 14th is 04:00 on the 15th in Tokyo.
    const tokyo = groupServices([night], 'agents', periodOf('week', '2026-12-14', 'Asia/Tokyo').days, 'Asia/Tokyo');
    expect([...(tokyo.get(ids.agent1)?.keys() ?? [])]).toEqual(['2026-12-15']);
  });

  it('tells the day apart on each side of a local midnight, in a zone a quarter hour off too', () => {
    const at = (id: string, startAt: string) => plannedService({ id, startAt });
    const days = periodOf('week', '2026-12-14', paris).days;
    // Midnight of the 15th in Paris is 23:00 UTC on the 14th.
    const grouped = groupServices(
      [
        at('avant', '2026-12-14T22:59:59.999Z'),
        at('apres', '2026-12-14T23:00:00.000Z'),
        at('fin', '2026-12-14T23:14:00.000Z'),
      ],
      'agents',
      days,
      paris,
    );
    const cells = grouped.get(ids.agent1);
    expect(cells?.get('2026-12-14')?.map((s) => s.id)).toEqual(['avant']);
    expect(cells?.get('2026-12-15')?.map((s) => s.id)).toEqual(['apres', 'fin']);
    // Kathmandu is 5:45 ahead: its midnight of the 15th is 18:15 UTC on the 14th.
    const nepal = groupServices(
      [at('avant', '2026-12-14T18:14:00.000Z'), at('apres', '2026-12-14T18:15:00.000Z')],
      'agents',
      periodOf('week', '2026-12-14', 'Asia/Kathmandu').days,
      'Asia/Kathmandu',
    );
    expect([...(nepal.get(ids.agent1)?.entries() ?? [])].map(([day, list]) => [day, list.map((s) => s.id)])).toEqual([
      ['2026-12-14', ['avant']],
      ['2026-12-15', ['apres']],
    ]);
  });

  it('colours conflict first, then the status, then no agent', () => {
    const colours = {
      planned: '#111111',
      started: '#222222',
      ended: '#333333',
      unassigned: '#444444',
      conflict: '#555555',
    };
    expect(colourOf(night, colours, false)).toBe('#111111');
    expect(colourOf(unassigned, colours, false)).toBe('#444444');
    expect(colourOf({ ...night, status: ServiceStatus.Paused }, colours, false)).toBe('#222222');
    expect(colourOf({ ...night, status: ServiceStatus.Ended }, colours, false)).toBe('#333333');
    expect(colourOf(night, colours, true)).toBe('#555555');
  });
});

describe('moving a service', () => {
  const service: PlanningService = plannedService({
    id: 'nuit',
    startAt: '2026-12-14T19:00:00.000Z',
    endAt: '2026-12-15T07:00:00.000Z',
  });

  it('keeps the wall-clock times on the new day, and changes the agent or the site by the view', () => {
    expect(moveDraft(service, 'agents', ids.agent2, '2026-12-16', paris)).toEqual({
      key: 'nuit',
      id: 'nuit',
      agentId: ids.agent2,
      startAt: '2026-12-16T20:00:00.000+01:00',
      endAt: '2026-12-17T08:00:00.000+01:00',
    });
    expect(moveDraft(service, 'agents', UNASSIGNED_ROW, '2026-12-14', paris)).toMatchObject({ agentId: null });
    expect(moveDraft(service, 'sites', ids.site2, '2026-12-14', paris)).toMatchObject({ siteId: ids.site2 });
    expect(moveDraft(service, 'sites', ids.site1, '2026-12-14', paris)).toBeNull();
  });

  it('keeps 20:00 across the autumn DST change', () => {
    const october = plannedService({ startAt: '2026-10-23T18:00:00.000Z', endAt: '2026-10-24T06:00:00.000Z' });
    expect(moveDraft(october, 'agents', ids.agent1, '2026-10-25', paris)).toMatchObject({
      startAt: '2026-10-25T20:00:00.000+01:00',
      endAt: '2026-10-26T08:00:00.000+01:00',
    });
  });
});
