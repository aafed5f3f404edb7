import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zAgentRequestFetchRequest } from './schemas.ts';
import { agentRequestStatuses, agentRequestStatusLabels, canChangeStatus } from './status.ts';

const arbStatus = fc.constantFrom(...agentRequestStatuses);

describe('agent request statuses', () => {
  it('has French labels', () => {
    expect(agentRequestStatusLabels).toEqual({
      pending: 'En attente',
      inProgress: 'En cours de traitement',
      accepted: 'Acceptée',
      refused: 'Refusée',
      closed: 'Clôturée',
    });
  });

  it('never moves to the same status; a closed request only reopens', () => {
    fc.assert(fc.property(arbStatus, (s) => !canChangeStatus(s, s)));
    fc.assert(fc.property(arbStatus, (to) => canChangeStatus('closed', to) === (to === 'pending')));
  });

  it('closes from any open status and reaches every status from pending in at most two steps', () => {
    for (const from of agentRequestStatuses) if (from !== 'closed') expect(canChangeStatus(from, 'closed')).toBe(true);
    for (const to of agentRequestStatuses) {
      const reachable =
        canChangeStatus('pending', to) ||
        agentRequestStatuses.some((mid) => canChangeStatus('pending', mid) && canChangeStatus(mid, to));
      expect(reachable, to).toBe(true);
    }
  });

  it('filters take one status or a list', () => {
    expect(zAgentRequestFetchRequest.parse({ filters: { status: 'pending' } }).filters.status).toEqual(['pending']);
    expect(zAgentRequestFetchRequest.parse({ filters: { status: ['pending', 'closed'] } }).filters.status).toEqual([
      'pending',
      'closed',
    ]);
    expect(zAgentRequestFetchRequest.safeParse({ filters: { status: 'lost' } }).success).toBe(false);
  });
});
