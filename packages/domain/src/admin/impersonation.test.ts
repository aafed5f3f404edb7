import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlatformRole } from '../auth/roles.ts';
import { canImpersonate } from './impersonation.ts';

const arbRole = fc.constantFrom<PlatformRole | null>(null, 'support', 'admin', 'superAdmin');

describe('canImpersonate', () => {
  it('follows the rank rule', () => {
    let n = 0;
    const u = (platformRole: PlatformRole | null) => ({ id: `user-${++n}`, platformRole });
    expect(canImpersonate(u('support'), u(null))).toBe(true);
    expect(canImpersonate(u('admin'), u(null))).toBe(true);
    expect(canImpersonate(u('admin'), u('support'))).toBe(true);
    expect(canImpersonate(u('admin'), u('admin'))).toBe(false);
    expect(canImpersonate(u('superAdmin'), u('admin'))).toBe(true);
    expect(canImpersonate(u('support'), u('support'))).toBe(false);
    expect(canImpersonate(u(null), u(null))).toBe(false);
  });

  it('never lets anyone act as themself, nor an ordinary user act at all', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        arbRole,
        (id, role) => !canImpersonate({ id, platformRole: role }, { id, platformRole: role }),
      ),
    );
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), arbRole, (a, b, target) => {
        return !canImpersonate({ id: a, platformRole: null }, { id: b, platformRole: target });
      }),
    );
  });

  it('is never mutual between two different people', () => {
    fc.assert(
      fc.property(arbRole, arbRole, (ra, rb) => {
        const a = { id: 'a', platformRole: ra };
        const b = { id: 'b', platformRole: rb };
        return !(canImpersonate(a, b) && canImpersonate(b, a));
      }),
    );
  });
});
