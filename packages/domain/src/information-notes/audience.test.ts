import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../auth/access.ts';
import { membershipRoles } from '../auth/roles.ts';
import { audiencesReadBy, noteAudienceLabels, noteAudiences } from './audience.ts';

describe('information note audiences', () => {
  it('has a French label per audience', () => {
    expect(Object.keys(noteAudienceLabels)).toEqual([...noteAudiences]);
  });

  it('staff read all, agents the notes for all and for agents, customers none', () => {
    fc.assert(
      fc.property(fc.constantFrom(...membershipRoles), fc.boolean(), (role, platform) => {
        const actor: Actor = { userId: 'u', role, platformRole: platform ? 'support' : null, rights: [] };
        const read = audiencesReadBy(actor);
        if (platform || role === 'owner' || role === 'staff') return read.length === 3;
        if (role === 'agent') return read.join() === 'all,agents';
        return read.length === 0;
      }),
    );
  });
});
