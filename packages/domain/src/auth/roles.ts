/** Roles a membership can hold inside one agency. */
export const MembershipRole = {
  Owner: 'owner',
  Staff: 'staff',
  Agent: 'agent',
  Customer: 'customer',
} as const;
export type MembershipRole = (typeof MembershipRole)[keyof typeof MembershipRole];
export const membershipRoles = Object.values(MembershipRole) as [MembershipRole, ...MembershipRole[]];

/** Platform-wide roles carried by the user itself. */
export const PlatformRole = {
  Support: 'support',
  Admin: 'admin',
  SuperAdmin: 'superAdmin',
} as const;
export type PlatformRole = (typeof PlatformRole)[keyof typeof PlatformRole];

export type Role = MembershipRole | PlatformRole;

export const roleLabels: Record<Role, string> = {
  owner: 'Gérant',
  staff: 'Équipe agence',
  agent: 'Collaborateur',
  customer: 'Client',
  support: 'Support',
  admin: 'Administrateur plateforme',
  superAdmin: 'Super administrateur',
};

/** The platform role of a user, if any. Super admins are admins. */
export function platformRoleOf(user: {
  isAdmin: boolean;
  isSuperAdmin: boolean;
  isSupport: boolean;
}): PlatformRole | null {
  if (user.isSuperAdmin) return PlatformRole.SuperAdmin;
  if (user.isAdmin) return PlatformRole.Admin;
  if (user.isSupport) return PlatformRole.Support;
  return null;
}

/** Support and platform admins pass every rights check and always have a valid subscription. */
export function isPlatformStaff(role: PlatformRole | null): boolean {
  return role !== null;
}
