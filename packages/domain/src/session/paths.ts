/** Hash route of the password reset page; the e-mail link is PUBLIC_URL + '/#' + this path. */
export const resetPasswordPath = (token: string) => `/reinitialisation-mot-de-passe/${encodeURIComponent(token)}`;
