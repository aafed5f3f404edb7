import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../auth/access.ts';
import { zUnavailabilitySaveRequest } from './schemas.ts';
import { readsAllUnavailabilities, unavailabilityDenial } from './unavailability-access.ts';

const own = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';
const actor = (rights: string[], role: Actor['role'] = 'agent'): Actor => ({
  userId: 'u',
  platformRole: null,
  role,
  rights,
});
const arbAction = fc.constantFrom('create' as const, 'edit' as const, 'delete' as const);
const arbRights = fc.subarray(['unavailabilities.create', 'unavailabilities.edit', 'unavailabilities.self']);

describe('unavailability rights (spec 000 section 5)', () => {
  it('creating needs the create right, editing and deleting the edit right', () => {
    expect(unavailabilityDenial(actor([]), { action: 'create', ownAgentId: own, agentIds: [other] })).toBe(
      'unavailabilities.create',
    );
    expect(
      unavailabilityDenial(actor(['unavailabilities.create']), { action: 'edit', ownAgentId: own, agentIds: [other] }),
    ).toBe('unavailabilities.edit');
    expect(
      unavailabilityDenial(actor(['unavailabilities.edit']), { action: 'delete', ownAgentId: own, agentIds: [other] }),
    ).toBeNull();
  });

  it('the self right alone handles one’s own only', () => {
    const self = actor(['unavailabilities.self']);
    expect(unavailabilityDenial(self, { action: 'create', ownAgentId: own, agentIds: [own] })).toBeNull();
    expect(unavailabilityDenial(self, { action: 'edit', ownAgentId: own, agentIds: [own, other] })).toBe(
      'unavailabilities.edit',
    );
    expect(unavailabilityDenial(self, { action: 'delete', ownAgentId: null, agentIds: [own] })).toBe(
      'unavailabilities.edit',
    );
  });

  it('allows exactly: owner, the action’s right, or the self right on one’s own', () => {
    fc.assert(
      fc.property(arbAction, arbRights, fc.boolean(), fc.boolean(), (action, rights, mine, owner) => {
        const a = actor(rights, owner ? 'owner' : 'agent');
        const agentIds = mine ? [own] : [own, other];
        const needed = action === 'create' ? 'unavailabilities.create' : 'unavailabilities.edit';
        const allowed = owner || rights.includes(needed) || (rights.includes('unavailabilities.self') && mine);
        const denial = unavailabilityDenial(a, { action, ownAgentId: own, agentIds });
        return allowed ? denial === null : denial === needed;
      }),
    );
  });

  it('reads everyone’s for staff and right holders, never for customers', () => {
    expect(readsAllUnavailabilities(actor([], 'staff'))).toBe(true);
    expect(readsAllUnavailabilities(actor(['unavailabilities.self']))).toBe(false);
    expect(readsAllUnavailabilities(actor(['unavailabilities.edit']))).toBe(true);
    expect(readsAllUnavailabilities(actor(['unavailabilities.edit'], 'customer'))).toBe(false);
  });
});

describe('unavailability schema', () => {
  const base = {
    agentId: own,
    typeId: other,
    startAt: '2026-03-01T08:00:00+01:00',
    endAt: '2026-03-02T08:00:00+01:00',
  };
  it('needs the end after the start', () => {
    expect(zUnavailabilitySaveRequest.safeParse(base).success).toBe(true);
    const same = zUnavailabilitySaveRequest.safeParse({ ...base, endAt: base.startAt });
    expect(same.success).toBe(false);
    expect(same.error?.issues[0]).toMatchObject({
      path: ['endAt'],
      message: 'Doit être postérieure à la date de début',
    });
    expect(zUnavailabilitySaveRequest.safeParse({ ...base, startAt: 'demain' }).success).toBe(false);
  });
});
