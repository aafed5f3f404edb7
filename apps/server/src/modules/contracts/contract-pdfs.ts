import { contractMessages as cm } from '@securite/domain/contracts/messages';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { contractSignatures, contracts } from '../../db/schema/contracts.ts';
import { inAgency } from '../../db/tenant.ts';
import type { ContractRow } from './contract-access.ts';
import { pdfContentOf } from './contract-content.ts';
import { loadVerifiedPdf, storeContractPdf } from './contract-files.ts';
import { type PdfSignature, renderContractPdf, renderSignedContractPdf, sha256Hex } from './draw-contract-pdf.ts';

const notSent = () => new AppError(ErrorCode.Conflict, cm.cannotUnsign);

/**
 * The PDF sent for signature, from the file storage with its SHA-256 checked. A contract recorded without its file
 * (the demo data) has it drawn again from its frozen content and date, which gives the same bytes: it is kept then.
 */
export async function sentDocument(ctx: AppContext, row: ContractRow, db: Tx = ctx.db): Promise<Buffer> {
  if (!row.sentContent || !row.sentAt || !row.documentSha256) throw notSent();
  const context = { contractId: row.id, what: 'document' as const };
  if (row.documentKey) return loadVerifiedPdf(ctx, row.documentKey, row.documentSha256, context);
  const pdf = await renderContractPdf(pdfContentOf(row.sentContent, row.sentAt, false));
  if (sha256Hex(pdf) !== row.documentSha256) {
    ctx.log.error(context, 'contract document redrawn with another SHA-256');
    throw new AppError(ErrorCode.Conflict, cm.fileAltered);
  }
  const stored = await storeContractPdf(ctx, { agencyId: row.agencyId, contractId: row.id }, 'document', pdf);
  await db
    .update(contracts)
    .set({ documentKey: stored.key })
    .where(and(inAgency(contracts, row.agencyId), eq(contracts.id, row.id), isNull(contracts.documentKey)));
  return pdf;
}

/** The signatures of a contract as the PDF draws them. */
export async function pdfSignaturesOf(tx: Tx, row: Pick<ContractRow, 'agencyId' | 'id'>): Promise<PdfSignature[]> {
  const rows = await tx
    .select()
    .from(contractSignatures)
    .where(and(inAgency(contractSignatures, row.agencyId), eq(contractSignatures.contractId, row.id)))
    .orderBy(asc(contractSignatures.signedAt));
  return rows.map((s) => ({
    role: s.role,
    signerName: s.signerName,
    signerEmail: s.signerEmail,
    signedAt: s.signedAt,
    ip: s.ip,
    userAgent: s.userAgent,
    documentSha256: s.documentSha256,
    image: Buffer.from(s.imagePng, 'base64'),
  }));
}

/** Draws the signed PDF of a signed contract: its frozen content, its signatures, the audit page. */
export async function drawSignedPdf(tx: Tx, row: ContractRow): Promise<Buffer> {
  if (!row.sentContent || !row.sentAt || !row.documentSha256 || !row.signedAt) throw notSent();
  const signatures = await pdfSignaturesOf(tx, row);
  return renderSignedContractPdf(
    pdfContentOf(row.sentContent, row.sentAt, false),
    signatures,
    row.documentSha256,
    row.signedAt,
  );
}

/**
 * The signed PDF from the file storage, refused when its SHA-256 changed. A signed contract recorded without its
 * file (the demo data) has it drawn now and kept, with its SHA-256, from then on.
 */
export async function signedFile(ctx: AppContext, row: ContractRow): Promise<Buffer> {
  if (row.status !== 'signed') throw new AppError(ErrorCode.Conflict, cm.noSignedFile);
  if (row.signedFileKey && row.signedFileSha256)
    return loadVerifiedPdf(ctx, row.signedFileKey, row.signedFileSha256, { contractId: row.id, what: 'signed' });
  const pdf = await drawSignedPdf(ctx.db, row);
  const stored = await storeContractPdf(ctx, { agencyId: row.agencyId, contractId: row.id }, 'signed', pdf);
  await ctx.db
    .update(contracts)
    .set({ signedFileKey: stored.key, signedFileSha256: stored.sha256, signedFileSize: stored.size })
    .where(and(inAgency(contracts, row.agencyId), eq(contracts.id, row.id), isNull(contracts.signedFileKey)));
  return pdf;
}
