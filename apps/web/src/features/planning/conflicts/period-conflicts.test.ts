import type { BatchIssue } from '@securite/domain/planning/service-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { describe, expect, it } from 'vitest';
import { ids, plannedService } from '../../../shared/planning/testing/planning-fixtures.ts';
import { checkableServices, conflictsOf, servicesSignature } from './period-conflicts.ts';

const later = plannedService({
  id: 'ffffffff-ffff-4fff-8fff-fffffffffff2',
  startAt: '2026-12-16T07:00:00.000Z',
  endAt: '2026-12-16T15:00:00.000Z',
});
const issue = (key: string, type: BatchIssue['type'], blocking: boolean, message = `${type} ${key}`): BatchIssue => ({
  key,
  type,
  message,
  blocking,
  agentName: 'Karim Benali',
  siteName: 'Entrepôt Nord',
  startAt: '2026-12-14T19:00:00.000Z',
  endAt: '2026-12-15T07:00:00.000Z',
});

describe('the period’s conflicts', () => {
  it('checks the planned services with an agent, not the started, ended, unassigned or circuit ones', () => {
    const services = [
      plannedService(),
      plannedService({ id: 'a', status: ServiceStatus.Started }),
      plannedService({ id: 'b', status: ServiceStatus.Ended }),
      plannedService({ id: 'c', agent: null }),
      plannedService({ id: 'd', isCircuit: true }),
      plannedService({ id: 'e', circuitId: 'd' }),
    ];
    expect(checkableServices(services).map((s) => s.id)).toEqual([ids.service1]);
  });

  it('gathers the issues by service, blocking ones first, then in time order, each rule once', () => {
    const last = plannedService({ id: 'last', startAt: '2026-12-18T07:00:00.000Z' });
    const issues = [
      issue(later.id, 'dailyMax', false),
      issue(last.id, 'unavailable', true),
      issue(ids.service1, 'dailyRest', false),
      issue(ids.service1, 'unavailable', true),
      issue(ids.service1, 'dailyRest', false),
      issue(later.id, 'weeklyMax', false),
    ];
    const conflicts = conflictsOf([last, later, plannedService()], issues);
    expect(conflicts.map((c) => [c.service.id, c.blocking, c.issues.map((i) => i.type)])).toEqual([
      [ids.service1, true, ['unavailable', 'dailyRest']],
      [last.id, true, ['unavailable']],
      [later.id, false, ['dailyMax', 'weeklyMax']],
    ]);
    expect(conflictsOf([plannedService()], [issue('autre', 'overlap', true)])).toEqual([]);
  });

  it('checks again when an agent or the hours change, not when nothing does', () => {
    const before = servicesSignature([plannedService(), later]);
    expect(servicesSignature([plannedService(), later])).toBe(before);
    expect(
      servicesSignature([plannedService({ agent: { id: ids.agent2, fullname: 'Julie Martin' } }), later]),
    ).not.toBe(before);
    expect(servicesSignature([plannedService({ endAt: '2026-12-15T08:00:00.000Z' }), later])).not.toBe(before);
    expect(servicesSignature([plannedService()])).not.toBe(before);
  });
});
