import { createHash } from 'node:crypto';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';

/** JSON with object keys sorted, so the same payload always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The fingerprint of a retried write: who sent it and what it carried (its client uuid aside). */
export function requestHash(senderUserId: string, payload: Record<string, unknown>): string {
  const { uuid: _uuid, ...rest } = payload;
  return createHash('sha256')
    .update(`${senderUserId}\n${stableJson(rest)}`)
    .digest('hex');
}

/**
 * A client uuid seen before: the same payload from the same sender gets the first answer again; anything else
 * is refused with 422 and changes nothing (ARCHITECTURE, API conventions).
 */
export function assertSameRequest(storedHash: string | null, hash: string): void {
  if (storedHash !== hash) throw new AppError(ErrorCode.IdempotencyMismatch, messages.idempotencyMismatch);
}
