import { zMyServicesResponse } from '@securite/domain/planning/service-schemas';
import { describe, it } from 'vitest';
import { expectSameVerdicts } from '../../../test/same-verdicts.ts';
import { plannedService } from '../testing/planning-fixtures.ts';
import { myServicesAnswer } from './my-services-answer.ts';

describe("the agent's services read without zod", () => {
  it('reads GET {agency}/agent/{id}/services as zMyServicesResponse does', () => {
    const address = {
      street: '1 place des Arcades',
      complement: null,
      zipcode: '93160',
      city: 'Noisy-le-Grand',
      country: 'France',
      location: { latitude: 48.84, longitude: 2.55 },
    };
    expectSameVerdicts(myServicesAnswer, zMyServicesResponse, [
      { services: [], sites: [] },
      {
        services: [
          plannedService({ roundIds: ['r1'], checkpointIds: ['c1', 'c2'], realStartAt: '2026-11-28T08:00:00Z' }),
          plannedService({ id: 's2', site: null, agent: null, isCircuit: true, postTitle: 'Tournée' }),
        ],
        sites: [
          { id: 'site-1', address },
          { id: 'site-2', address: { ...address, location: null, street: null } },
        ],
      },
    ]);
  });
});
