import { z } from 'zod';
import { validationMessages as m } from '../validation/messages.ts';
import { EMAIL_PATTERN } from '../validation/rules.ts';
import { zRequiredString, zText } from '../validation/zod.ts';

/** POST admin/support-account: gives an account the support role (created and invited when the e-mail is new). */
export const zSupportAccountCreate = z.object({
  email: zText(m.required).trim().toLowerCase().min(1, m.required).max(254).regex(EMAIL_PATTERN, m.email),
  firstname: zRequiredString(100),
  lastname: zRequiredString(100),
});
export type SupportAccountCreate = z.infer<typeof zSupportAccountCreate>;
export type SupportAccountCreateInput = z.input<typeof zSupportAccountCreate>;

/** PATCH admin/user/{id}: the support role and the account's access (an admin's own account excepted). */
export const zAdminUserPatch = z
  .object({ isSupport: z.boolean().optional(), disabled: z.boolean().optional() })
  .refine((v) => v.isSupport !== undefined || v.disabled !== undefined, { message: m.required });
export type AdminUserPatch = z.infer<typeof zAdminUserPatch>;

export const supportMessages = {
  created: (name: string) => `Le compte support de ${name} est créé : une invitation lui a été envoyée.`,
  granted: (name: string) => `${name} fait désormais partie du support.`,
  revoked: (name: string) => `${name} ne fait plus partie du support.`,
  disabled: (name: string) => `Le compte de ${name} est désactivé.`,
  enabled: (name: string) => `Le compte de ${name} est réactivé.`,
  alreadySupport: 'Ce compte fait déjà partie du support.',
  notOnSelf: 'Vous ne pouvez pas modifier votre propre compte ici.',
  notOnAdmin: 'Les comptes administrateurs ne se modifient pas ici.',
} as const;

/** POST /admin/support-account's answer: the account, and whether it was new (invited by mail). */
export const zSupportAccountCreated = z.object({ id: z.string(), invited: z.boolean() });
/** PATCH /admin/user/{id}'s answer: the account's support role and access after the change. */
export const zAdminUserState = z.object({ id: z.string(), isSupport: z.boolean(), disabled: z.boolean() });
