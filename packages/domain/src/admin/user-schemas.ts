import { z } from 'zod';
import { membershipRoles } from '../auth/roles.ts';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPage } from '../pagination/schemas.ts';
import { zSearch } from '../validation/zod.ts';

/** The roles the users list filters on: a role in an agency, or a platform role. */
export const adminUserRoles = [...membershipRoles, 'admin', 'support'] as const;
export type AdminUserRole = (typeof adminUserRoles)[number];

export const adminUserOrderFields = ['createdAt', 'lastname', 'email'] as const;

/** POST admin/fetch/users: search on the name or the e-mail, narrowed to an agency and/or a role. */
export const zAdminUserFetchRequest = zFetchRequest(
  z.object({
    search: zSearch(100),
    agencyId: z.uuid().nullish(),
    role: z.enum(adminUserRoles).nullish(),
  }),
  adminUserOrderFields,
);
export type AdminUserFetchRequest = z.infer<typeof zAdminUserFetchRequest>;
export type AdminUserFetchInput = z.input<typeof zAdminUserFetchRequest>;

export const zAdminUserMembership = z.object({
  agencyId: z.string(),
  agencyName: z.string(),
  role: z.enum(membershipRoles),
  active: z.boolean(),
});

/** One user as platform staff see them: platform roles and their places in agencies (archived ones left out). */
export const zAdminUser = z.object({
  id: z.string(),
  fullname: z.string(),
  email: z.string().nullable(),
  admin: z.boolean(),
  superAdmin: z.boolean(),
  isSupport: z.boolean(),
  disabled: z.boolean(),
  fake: z.boolean(),
  memberships: z.array(zAdminUserMembership),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof zAdminUser>;
export const zAdminUserPage = zPage(zAdminUser);
export type AdminUserPage = z.infer<typeof zAdminUserPage>;
