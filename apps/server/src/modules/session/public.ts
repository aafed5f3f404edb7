// What other modules, the app and the tests may use of modules/session; the rest of the folder is its own.
export { INVITATION_TTL_DAYS, inviteUser, issueInvitationLink } from './invite-user.ts';
export { hashPassword } from './password-hash.ts';
export { sessionRoutes } from './routes.ts';
export { issueSession, parseRefreshToken, sha256 } from './tokens.ts';
