import { contractMessages as cm } from '@securite/domain/contracts/messages';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import type { AppContext } from '../../context.ts';
import { bufferOf } from '../../files/file-storage.ts';
import { sha256Hex } from './draw-contract-pdf.ts';

/** Where a contract's PDFs live in the file storage (keys made here, never from input). */
export const contractFileKey = (agencyId: string, contractId: string, what: 'document' | 'signed', sha256: string) =>
  `agencies/${agencyId}/contracts/${contractId}/${what}-${sha256.slice(0, 16)}.pdf`;

/** Stores a PDF and returns its key and SHA-256. */
export async function storeContractPdf(
  ctx: Pick<AppContext, 'files'>,
  ids: { agencyId: string; contractId: string },
  what: 'document' | 'signed',
  pdf: Buffer,
): Promise<{ key: string; sha256: string; size: number }> {
  const sha256 = sha256Hex(pdf);
  const key = contractFileKey(ids.agencyId, ids.contractId, what, sha256);
  await ctx.files.put(key, pdf, 'application/pdf');
  return { key, sha256, size: pdf.length };
}

/**
 * A stored PDF whose bytes must still hash to what was recorded: a file changed in the storage is refused (409)
 * and logged, never served as the signed contract.
 */
export async function loadVerifiedPdf(
  ctx: Pick<AppContext, 'files' | 'log'>,
  key: string,
  expectedSha256: string,
  context: { contractId: string; what: 'document' | 'signed' },
): Promise<Buffer> {
  const stored = await ctx.files.get(key);
  if (!stored) {
    ctx.log.error({ ...context, key }, 'contract file missing from the storage');
    throw new AppError(ErrorCode.Conflict, cm.fileMissing);
  }
  const bytes = await bufferOf(stored.body);
  const actual = sha256Hex(bytes);
  if (actual !== expectedSha256) {
    ctx.log.error({ ...context, key, expectedSha256, actual }, 'contract file altered: its SHA-256 changed');
    throw new AppError(ErrorCode.Conflict, cm.fileAltered);
  }
  return bytes;
}
