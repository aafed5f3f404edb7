import type { ContractKind } from './contract-kinds.ts';

/**
 * The signature link (spec 001 section 2: /signature/:type/:id/:token). The token is the signer's only
 * credential: 32 random bytes (256 bits) written in base64url, stored only as its SHA-256, valid for
 * SIGNATURE_LINK_DAYS days and used once. Sending the contract again issues a new token and voids the old one.
 */
export const SIGNATURE_TOKEN_BYTES = 32;
/** 30 days: time enough for a customer to read a contract, short enough that a forgotten link dies. */
export const SIGNATURE_LINK_DAYS = 30;

/** A token as the link carries it: base64url of 32 bytes is 43 characters. */
export const SIGNATURE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const isSignatureTokenShape = (token: string): boolean => SIGNATURE_TOKEN_PATTERN.test(token);

/** The web app's path of the signature page (hash routes: the server mails `${origin}/#${path}`). */
export const signaturePath = (kind: ContractKind, id: string, token: string) =>
  `/signature/${kind}/${encodeURIComponent(id)}/${encodeURIComponent(token)}`;

/** When a token issued at `issuedAt` stops being valid. */
export const signatureLinkExpiry = (issuedAt: Date): Date =>
  new Date(issuedAt.getTime() + SIGNATURE_LINK_DAYS * 24 * 60 * 60 * 1000);

export type SignatureLinkState = 'valid' | 'expired' | 'used' | 'wrong';

/** What a presented token is worth against the contract's stored token (its hash, expiry and use). */
export function signatureLinkState(
  stored: { tokenHash: string | null; expiresAt: Date | null; usedAt: Date | null },
  presentedHash: string | null,
  now: Date,
): SignatureLinkState {
  if (!presentedHash || !stored.tokenHash || stored.tokenHash !== presentedHash) return 'wrong';
  if (stored.usedAt) return 'used';
  if (!stored.expiresAt || stored.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}
