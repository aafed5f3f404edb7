import { createHash, randomBytes } from 'node:crypto';
import { SIGNATURE_TOKEN_BYTES } from '@securite/domain/contracts/signature-link';

/** A new signature token (base64url of 32 random bytes) and the SHA-256 stored in its place. */
export function newSignatureToken(): { token: string; hash: string } {
  const token = randomBytes(SIGNATURE_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashSignatureToken(token) };
}

export const hashSignatureToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
