import 'fake-indexeddb/auto';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldDatabase } from '../queue/field-db.ts';
import { enqueue } from '../queue/field-queue.ts';
import { activeFieldHref } from './active-round.ts';

const SERVICE = '11111111-1111-4111-8111-111111111111';
const EXECUTION = '22222222-2222-4222-8222-222222222222';
const message = (type: 'round.start' | 'round.end', n: number) => ({
  uuid: `0000000${n}-0000-4000-8000-000000000000`,
  type,
  serviceId: SERVICE,
  deviceAt: '2026-11-25T21:00:00Z',
  round: { executionId: EXECUTION, roundId: '33333333-3333-4333-8333-333333333333' },
});

beforeEach(async () => {
  const db = fieldDatabase();
  await db.messages.clear();
  await db.services.clear();
  await db.services.put({
    id: SERVICE,
    agencyId: 'agence-demo',
    agentId: 'membre-agent',
    siteName: 'Entrepôt',
    startAt: '2026-11-25T20:00:00Z',
    endAt: '2026-11-25T23:00:00Z',
    isCircuit: false,
    status: ServiceStatus.Started,
    realStartAt: '2026-11-25T20:00:00Z',
    realEndAt: null,
  });
});

describe('activeFieldHref (the root route of an agent)', () => {
  it('opens the round under way, then the service once the round has ended, and nothing for another agent', async () => {
    const db = fieldDatabase();
    expect(await activeFieldHref('agence-demo', 'membre-agent')).toBe(`/terrain/serviceActif/${SERVICE}`);
    await enqueue(db, 'agence-demo', message('round.start', 1));
    expect(await activeFieldHref('agence-demo', 'membre-agent')).toBe(`/ronde/${EXECUTION}`);
    expect(await activeFieldHref('agence-demo', 'autre-agent')).toBeNull();
    await enqueue(db, 'agence-demo', message('round.end', 2));
    expect(await activeFieldHref('agence-demo', 'membre-agent')).toBe(`/terrain/serviceActif/${SERVICE}`);
  });
});
