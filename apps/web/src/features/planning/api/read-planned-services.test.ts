import { compactPlannedServices, zPlannedServicesAnswer } from '@securite/domain/planning/planned-services-answer';
import { describe, expect, it } from 'vitest';
import { plannedService } from '../../../shared/planning/testing/planning-fixtures.ts';
import { expectSameVerdicts } from '../../../test/same-verdicts.ts';
import { plannedServicesAnswer, readPlannedServicesAnswer } from './read-planned-services.ts';

const full = plannedService({
  id: 'b1c2d3e4-0000-4000-8000-000000000001',
  reference: 'S-AUTRE',
  status: 2,
  realStartAt: '2026-12-14T08:03:00.000Z',
  realEndAt: '2026-12-14T16:00:00.000Z',
  activityType: 'Gardiennage',
  specialty: 'SSIAP 1',
  postTitle: 'Poste 1',
  comments: 'Badge',
  dog: 'Rex',
  startPoint: 'PC',
  endPoint: 'Loge',
  recurrenceId: 'r1',
  isCircuit: true,
  circuitId: 'c1',
  groupId: 'g1',
  roundIds: ['r'],
  checkpointIds: ['k'],
});
const bare = plannedService({ id: 'b1c2d3e4-0000-4000-8000-000000000002', site: null, agent: null });

describe('the planning answer read without zod', () => {
  it('accepts and refuses what zPlannedServicesAnswer does', () => {
    expectSameVerdicts(plannedServicesAnswer, zPlannedServicesAnswer, [
      compactPlannedServices([full, bare]),
      compactPlannedServices([]),
    ]);
  });

  it('gives the answer as it came', () => {
    const answer = compactPlannedServices([full, bare]);
    expect(readPlannedServicesAnswer(structuredClone(answer))).toEqual(answer);
  });
});
