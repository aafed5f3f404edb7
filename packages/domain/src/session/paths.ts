/** Hash route of the password reset page, as a router pattern. */
export const RESET_PASSWORD_ROUTE = '/reinitialisation-mot-de-passe/:token';

/** The reset page for one token; the e-mail link is PUBLIC_URL + '/#' + this path. */
export const resetPasswordPath = (token: string) => RESET_PASSWORD_ROUTE.replace(':token', encodeURIComponent(token));
