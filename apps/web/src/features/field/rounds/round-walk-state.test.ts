import type { FieldMessage } from '@securite/domain/field/field-schemas';
import type { BriefingRound } from '@securite/domain/rounds/round-execution-schemas';
import { describe, expect, it } from 'vitest';
import type { QueuedMessage } from '../queue/field-db.ts';
import { currentCheckpointId, phoneExecutions, reportHref, roundsWithPhoneExecutions } from './round-walk-state.ts';

const SERVICE = 's1';
let seq = 0;
const queued = (body: Partial<FieldMessage>, skipped: 0 | 1 = 0): QueuedMessage => ({
  seq: ++seq,
  uuid: `m${seq}`,
  agencyId: 'a',
  serviceId: SERVICE,
  body: { uuid: `m${seq}`, serviceId: SERVICE, deviceAt: '2026-11-25T21:00:00Z', type: 'round.start', ...body },
  consumed: 0,
  skipped,
  createdAt: '2026-11-25T21:00:00Z',
  lastError: null,
});
const round: BriefingRound = {
  id: 'r1',
  name: 'Ronde',
  numberOfExecutions: 2,
  executed: 0,
  grantedDirections: 'ordered',
  manualValidation: false,
  checkpoints: [
    { id: 'p1', title: 'A', color: '#1976d2', badge: null },
    { id: 'p2', title: 'B', color: '#1976d2', badge: null },
  ],
};
const check = (executionId: string, checkpointId: string, skipped: 0 | 1 = 0) =>
  queued({ type: 'round.checkpoint', round: { executionId, checkpointId, method: 'qr' } }, skipped);

describe('the rounds counted on the phone', () => {
  it('counts the complete executions still in the queue, but not those with a skipped step', () => {
    const messages = [
      queued({ round: { executionId: 'e1', roundId: 'r1' } }),
      check('e1', 'p1'),
      check('e1', 'p2'),
      queued({ type: 'round.end', round: { executionId: 'e1' } }),
      queued({ round: { executionId: 'e2', roundId: 'r1' } }),
      check('e2', 'p1'),
      check('e2', 'p2', 1),
    ];
    expect(roundsWithPhoneExecutions([round], messages, SERVICE)[0].executed).toBe(1);
    // The server's count stands when it knows more (executions made before, or on another phone).
    expect(roundsWithPhoneExecutions([{ ...round, executed: 2 }], messages, SERVICE)[0].executed).toBe(2);
    expect(phoneExecutions(messages, SERVICE).map((e) => [e.executionId, e.ended])).toEqual([
      ['e1', true],
      ['e2', false],
    ]);
  });
});

describe('currentCheckpointId', () => {
  it('is the checkpoint validated last, else the first expected, else none', () => {
    const validated = (checkpointId: string) => ({ checkpointId, method: 'qr' as const, at: '2026-11-25T21:00:00Z' });
    expect(currentCheckpointId({ validated: [validated('p1'), validated('p2')], expected: ['p3'] })).toBe('p2');
    expect(currentCheckpointId({ validated: [], expected: ['p1', 'p3'] })).toBe('p1');
    expect(currentCheckpointId({ validated: [], expected: [] })).toBeNull();
  });

  it('presets the incident form with the execution and the checkpoint', () => {
    expect(reportHref('e1', 'p2')).toBe('/terrain/events/incident?ronde=e1&point=p2');
    expect(reportHref('e1', null)).toBe('/terrain/events/incident?ronde=e1');
  });
});
