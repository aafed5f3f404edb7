import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { type Actor, assertGranted, isAgencyStaff, isGranted } from './access.ts';
import { allRights, type Right, rightLabels } from './rights.ts';
import { membershipRoles, type PlatformRole } from './roles.ts';

const arbRight = fc.constantFrom(...allRights);
const arbRights = fc.uniqueArray(arbRight, { maxLength: 6 });
const arbPlatformRole = fc.constantFrom<PlatformRole | null>(null, 'support', 'admin', 'superAdmin');
const arbActor = fc.record<Actor>({
  userId: fc.uuid(),
  platformRole: arbPlatformRole,
  role: fc.constantFrom(null, ...membershipRoles),
  rights: arbRights,
});

describe('isGranted', () => {
  it('lets support and every admin through whatever the rights', () => {
    fc.assert(
      fc.property(arbActor, arbRights, fc.constantFrom<PlatformRole>('support', 'admin', 'superAdmin'), (a, r, p) =>
        isGranted({ ...a, platformRole: p, rights: [] }, r),
      ),
    );
  });

  it('lets the agency owner through whatever the rights', () => {
    fc.assert(fc.property(arbActor, arbRights, (a, r) => isGranted({ ...a, role: 'owner', rights: [] }, r)));
  });

  it('otherwise passes exactly when one listed right is held (none listed: passes)', () => {
    fc.assert(
      fc.property(arbActor, arbRights, (a, wanted) => {
        const actor = { ...a, platformRole: null, role: a.role === 'owner' ? 'staff' : a.role };
        const expected = wanted.length === 0 || wanted.some((r) => actor.rights.includes(r));
        return isGranted(actor, wanted) === expected;
      }),
    );
  });
});

describe('assertGranted', () => {
  const staff: Actor = { userId: 'u', platformRole: null, role: 'staff', rights: ['sites.create'] };

  it('names the first missing right in the exact spec message', () => {
    expect(() => assertGranted(staff, ['services.create', 'services.edit'])).toThrow(
      'Vous ne bénéficiez pas de l\'autorisation "Créer des services".',
    );
  });

  it('throws a 403 MISSING_RIGHT for any missing right, with its label', () => {
    fc.assert(
      fc.property(arbRight, (right: Right) => {
        const actor: Actor = { ...staff, rights: allRights.filter((r) => r !== right) };
        try {
          assertGranted(actor, [right]);
          return false;
        } catch (error) {
          return (
            error instanceof AppError &&
            error.status === 403 &&
            error.code === 'MISSING_RIGHT' &&
            error.message === `Vous ne bénéficiez pas de l'autorisation "${rightLabels[right]}".`
          );
        }
      }),
    );
  });

  it('does not throw when granted', () => {
    expect(() => assertGranted(staff, ['services.create', 'sites.create'])).not.toThrow();
  });
});

describe('isAgencyStaff', () => {
  it('is true for owner, staff and platform staff only', () => {
    fc.assert(
      fc.property(arbActor, (a) => {
        const expected = a.platformRole !== null || a.role === 'owner' || a.role === 'staff';
        return isAgencyStaff(a) === expected;
      }),
    );
  });
});
