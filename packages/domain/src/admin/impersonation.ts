import type { PlatformRole } from '../auth/roles.ts';

/**
 * Who may act as whom: support and admins may act as any ordinary user; acting as platform staff needs a
 * higher rank (admins may act as support, only a super admin as an admin). Nobody acts as themself.
 */
export function canImpersonate(
  actor: { id: string; platformRole: PlatformRole | null },
  target: { id: string; platformRole: PlatformRole | null },
): boolean {
  if (actor.platformRole === null || actor.id === target.id) return false;
  return rank(actor.platformRole) > rank(target.platformRole);
}

function rank(role: PlatformRole | null): number {
  switch (role) {
    case null:
      return 0;
    case 'support':
      return 1;
    case 'admin':
      return 2;
    case 'superAdmin':
      return 3;
  }
}
