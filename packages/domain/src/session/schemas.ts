import { z } from 'zod';
import { membershipRoles } from '../auth/roles.ts';
import { messages } from '../errors/messages.ts';
import { zEmail, zFreeData, zOptionalString, zPassword, zRequiredString, zText } from '../validation/zod.ts';

export const zLoginRequest = z.object({
  username: zRequiredString(254),
  password: zText().min(1, 'Obligatoire').max(128),
});
export type LoginRequest = z.infer<typeof zLoginRequest>;

export const zTokenPair = z.object({ token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof zTokenPair>;

export const zRefreshRequest = z.object({ refresh_token: zText().min(1).max(512) });

export const zForgotPasswordRequest = z.object({ username: zEmail() });
export const zResetPasswordRequest = z.object({ password: zPassword() });

export const zUpdateUserRequest = z.object({
  firstname: zRequiredString(100).optional(),
  lastname: zRequiredString(100).optional(),
  phone: zOptionalString(30),
  drawerNavigation: z.boolean().optional(),
  currentPassword: zText().max(128).optional(),
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
    /** The agency's IANA time zone, for the planning of agents and customers; null when not known (a visit). */
    timeZone: z.string().nullable(),
    /** agencySettingsFeature.stockSimplified: the stocks group is hidden, the agents' equipment lists stand for it. */
    stockSimplified: z.boolean().optional(),
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
  token: zText().trim().min(1).max(4096),
  deviceInfos: zFreeData().optional().nullable(),
  browserName: zOptionalString(100),
  browserVersion: zOptionalString(50),
});
export type DeviceRequest = z.infer<typeof zDeviceRequest>;

/** A device as the owner sees it in their list (the push token is never sent back). */
export const zDevice = z.object({
  id: z.string(),
  deviceInfos: z.record(z.string(), z.unknown()).nullable(),
  browserName: z.string().nullable(),
  browserVersion: z.string().nullable(),
  createdAt: z.string(),
});
export type Device = z.infer<typeof zDevice>;

/** Largest date a JavaScript Date can hold, in milliseconds: beyond it the timestamp is not a date. */
const MAX_DATE_MS = 8_640_000_000_000_000;
/** Client metrics are small: the extra data is capped so a client cannot fill the table with one call. */
export const METRICS_DATA_MAX_CHARS = 8_000;

export const zMetricsTimestampRequest = z.object({
  event: zRequiredString(100),
  /** The device's clock, in milliseconds since 1970 (Date.now()). */
  timestamp: z.number().int().nonnegative().max(MAX_DATE_MS).optional(),
  data: zFreeData()
    .optional()
    .refine((data) => data === undefined || JSON.stringify(data).length <= METRICS_DATA_MAX_CHARS, {
      message: messages.metricsDataTooLarge,
    }),
});
export type MetricsTimestampRequest = z.infer<typeof zMetricsTimestampRequest>;

/** Answer of the calls that only confirm, with the French text to show. */
export const zMessageResponse = z.object({ message: z.string() });
