import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../auth/access.ts';
import { allRights } from '../auth/rights.ts';
import { ungrantableRights } from './rights-grant.ts';

const staff: Actor = { userId: 'u', platformRole: null, role: 'staff', rights: ['agents.create', 'agents.badge'] };

describe('ungrantableRights', () => {
  it('lets staff give only rights they hold, and keep those the agent has', () => {
    expect(ungrantableRights(staff, ['agents.badge', 'billing.view'], [])).toEqual(['billing.view']);
    expect(ungrantableRights(staff, ['agents.badge', 'billing.view'], ['billing.view'])).toEqual([]);
  });

  it('lets the owner and platform staff give anything', () => {
    fc.assert(
      fc.property(
        fc.subarray(allRights),
        fc.constantFrom('support', 'admin', 'superAdmin') as fc.Arbitrary<'support'>,
        (rights, p) => {
          expect(ungrantableRights({ ...staff, role: 'owner' }, rights)).toEqual([]);
          expect(ungrantableRights({ ...staff, platformRole: p }, rights)).toEqual([]);
        },
      ),
    );
  });

  it('never lets through a right the actor lacks and the agent did not have', () => {
    fc.assert(
      fc.property(
        fc.subarray(allRights),
        fc.subarray(allRights),
        fc.subarray(allRights),
        (held, requested, current) => {
          const refused = ungrantableRights({ ...staff, rights: held }, requested, current);
          for (const right of requested) {
            expect(refused.includes(right)).toBe(!held.includes(right) && !current.includes(right));
          }
        },
      ),
    );
  });
});
