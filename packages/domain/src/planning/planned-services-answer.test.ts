import { describe, expect, it } from 'vitest';
import { compactPlannedServices, expandPlannedServices, serviceReferenceOf } from './planned-services-answer.ts';
import type { PlanningService } from './service-schemas.ts';

const id = (n: number) => `0a0b0c0d-0e0f-4a1b-8c2d-${String(n).padStart(12, '0')}`;
const base = (n: number, extra: Partial<PlanningService> = {}): PlanningService => ({
  id: id(n),
  reference: serviceReferenceOf(id(n)),
  status: 0,
  startAt: '2027-03-01T07:00:00.000Z',
  endAt: '2027-03-01T15:00:00.000Z',
  realStartAt: null,
  realEndAt: null,
  site: { id: 'site-a', name: 'Entrepôt' },
  agent: { id: 'agent-k', fullname: 'Karim Benali' },
  activityType: null,
  specialty: null,
  postTitle: null,
  comments: null,
  dog: null,
  startPoint: null,
  endPoint: null,
  recurrenceId: null,
  isCircuit: false,
  circuitId: null,
  groupId: null,
  roundIds: [],
  checkpointIds: [],
  ...extra,
});

describe('the planning grids’ compact answer', () => {
  const services = [
    base(1),
    base(2, { site: { id: 'site-b', name: 'Siège' }, agent: null }),
    base(3, {
      reference: 'S-IMPORTE',
      status: 3,
      realStartAt: '2027-03-01T07:03:27.512Z',
      realEndAt: '2027-03-01T15:01:00.000Z',
      activityType: 'Gardiennage',
      specialty: 'SSIAP 1',
      postTitle: 'Poste 1',
      comments: '',
      dog: 'Rex',
      startPoint: 'PC',
      endPoint: 'Loge',
      recurrenceId: 'r',
      isCircuit: true,
      circuitId: 'c',
      groupId: 'g',
      roundIds: ['r1', 'r2'],
      checkpointIds: ['k1'],
      site: null,
    }),
  ];

  it('gives back the same services, in the same order', () => {
    expect(expandPlannedServices(compactPlannedServices(services))).toEqual(services);
  });

  it('names each site and agent once and writes only what is not the default', () => {
    const answer = compactPlannedServices(services);
    expect(answer.sites).toEqual([
      ['site-a', 'Entrepôt'],
      ['site-b', 'Siège'],
    ]);
    expect(answer.agents).toEqual([['agent-k', 'Karim Benali']]);
    expect(answer.services[0]).toEqual({
      id: id(1),
      s: Date.parse(services[0].startAt),
      e: Date.parse(services[0].endAt),
      si: 0,
      ag: 0,
    });
    expect(answer.services[1]).toEqual({
      id: id(2),
      s: Date.parse(services[1].startAt),
      e: Date.parse(services[1].endAt),
      si: 1,
    });
    // An empty text is not a null: it stays.
    expect(answer.services[2]).toMatchObject({ ref: 'S-IMPORTE', st: 3, com: '', cir: true, rnd: ['r1', 'r2'] });
    expect(answer.total).toBe(3);
  });
});
