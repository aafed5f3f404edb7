import type { Circuit } from '@securite/domain/circuits/circuit-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { ids, plannedService } from './planning-fixtures.ts';

export const circuitIds = {
  circuit1: 'cccccccc-cccc-4ccc-8ccc-ccccccccccc1',
  circuit2: 'cccccccc-cccc-4ccc-8ccc-ccccccccccc2',
};

/** A circuit of Karim Benali on 14/12/2026: Entrepôt Nord 08:00–10:00 then Siège 10:30–12:00 (Paris time). */
export function circuit(extra: Partial<Circuit> = {}): Circuit {
  const id = extra.id ?? circuitIds.circuit1;
  const stops = [
    plannedService({
      id: 'dddddddd-dddd-4ddd-8ddd-ddddddddddd1',
      startAt: '2026-12-14T07:00:00.000Z',
      endAt: '2026-12-14T09:00:00.000Z',
      circuitId: id,
    }),
    plannedService({
      id: 'dddddddd-dddd-4ddd-8ddd-ddddddddddd2',
      startAt: '2026-12-14T09:30:00.000Z',
      endAt: '2026-12-14T11:00:00.000Z',
      site: { id: ids.site2, name: 'Siège' },
      circuitId: id,
    }),
  ];
  return {
    id,
    reference: 'S-C0001',
    name: 'Tournée nord',
    status: ServiceStatus.Planned,
    startAt: '2026-12-14T07:00:00.000Z',
    endAt: '2026-12-14T11:00:00.000Z',
    realStartAt: null,
    realEndAt: null,
    agent: { id: ids.agent1, fullname: 'Karim Benali' },
    comments: null,
    recurrenceId: null,
    stops,
    counts: { stops: stops.length, started: 0, ended: 0 },
    ...extra,
  };
}
