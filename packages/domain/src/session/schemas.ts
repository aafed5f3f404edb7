import { z } from 'zod';
import { membershipRoles } from '../auth/roles.ts';
import { zEmail, zOptionalString, zPassword, zRequiredString } from '../validation/zod.ts';

export const zLoginRequest = z.object({
  username: zRequiredString(254),
  password: z.string().min(1, 'Obligatoire').max(128),
});
export type LoginRequest = z.infer<typeof zLoginRequest>;

export const zTokenPair = z.object({ token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof zTokenPair>;

export const zRefreshRequest = z.object({ refresh_token: z.string().min(1).max(512) });

export const zForgotPasswordRequest = z.object({ username: zEmail() });
export const zResetPasswordRequest = z.object({ password: zPassword() });

export const zUpdateUserRequest = z.object({
  firstname: zRequiredString(100).optional(),
  lastname: zRequiredString(100).optional(),
  phone: zOptionalString(30),
  drawerNavigation: z.boolean().optional(),
  currentPassword: z.string().max(128).optional(),
  password: zPassword().optional(),
});
export type UpdateUserRequest = z.infer<typeof zUpdateUserRequest>;

export const zUserCompany = z.object({
  id: z.string(),
  role: z.enum(membershipRoles),
  rights: z.array(z.string()),
  isOwner: z.boolean(),
  agency: z.object({
    id: z.string(),
    name: z.string(),
    subscriptionValid: z.boolean(),
    fake: z.boolean(),
  }),
  customer: z.object({ id: z.string(), name: z.string() }).nullable(),
  agentId: z.string().nullable(),
});
export type UserCompany = z.infer<typeof zUserCompany>;

export const zCurrentUser = z.object({
  id: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  fullname: z.string(),
  phone: z.string().nullable(),
  admin: z.boolean(),
  superAdmin: z.boolean(),
  isSupport: z.boolean(),
  firstLogin: z.boolean(),
  moderationPending: z.boolean(),
  drawerNavigation: z.boolean(),
  impersonatedBy: z.object({ id: z.string(), fullname: z.string() }).nullable(),
  userCompanies: z.array(zUserCompany),
});
export type CurrentUser = z.infer<typeof zCurrentUser>;

export const zDeviceRequest = z.object({
  token: z.string().trim().min(1).max(4096),
  deviceInfos: z.record(z.string(), z.unknown()).optional().nullable(),
  browserName: zOptionalString(100),
  browserVersion: zOptionalString(50),
});
export type DeviceRequest = z.infer<typeof zDeviceRequest>;

export const zMetricsTimestampRequest = z.object({
  event: zRequiredString(100),
  timestamp: z.number().int().nonnegative().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
