import { membershipRoles } from '@securite/domain/auth/roles';
import type { CurrentUser, TokenPair } from '@securite/domain/session/schemas';
import { type AnswerSchema, answer, array, boolean, nullable, object, oneOf, string } from './read.ts';

// The session's answers, read at every start (read.ts): the domain's zCurrentUser and zTokenPair without zod.

const named = object({ id: string, name: string });

const userCompany = object({
  id: string,
  role: oneOf(membershipRoles),
  rights: array(string),
  isOwner: boolean,
  agency: object({
    id: string,
    name: string,
    subscriptionValid: boolean,
    fake: boolean,
    timeZone: nullable(string),
  }),
  customer: nullable(named),
  agentId: nullable(string),
});

/** GET /user (zCurrentUser). */
export const currentUserAnswer: AnswerSchema<CurrentUser> = answer(
  object({
    id: string,
    email: string,
    firstname: string,
    lastname: string,
    fullname: string,
    phone: nullable(string),
    admin: boolean,
    superAdmin: boolean,
    isSupport: boolean,
    firstLogin: boolean,
    moderationPending: boolean,
    drawerNavigation: boolean,
    impersonatedBy: nullable(object({ id: string, fullname: string })),
    userCompanies: array(userCompany),
  }),
);

/** POST /token/refresh (zTokenPair). */
export const tokenPairAnswer: AnswerSchema<TokenPair> = answer(object({ token: string, refresh_token: string }));
