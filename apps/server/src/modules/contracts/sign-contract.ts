import { timingSafeEqual } from 'node:crypto';
import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import type { SignatureDone, SignatureSubmit, SignatureView } from '@securite/domain/contracts/contract-schemas';
import { contractMessages as cm } from '@securite/domain/contracts/messages';
import {
  isSignatureTokenShape,
  type SignatureLinkState,
  signatureLinkState,
} from '@securite/domain/contracts/signature-link';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { contractSignatures, contracts } from '../../db/schema/contracts.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { slug } from '../../http/send-file.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import type { RequestOrigin } from './change-contract-status.ts';
import type { ContractRow } from './contract-access.ts';
import { storeContractPdf } from './contract-files.ts';
import { drawSignedPdf, sentDocument } from './contract-pdfs.ts';
import { normalizeSignaturePng } from './signature-image.ts';
import { hashSignatureToken } from './signature-token.ts';

const refusals = {
  wrong: () => new AppError(ErrorCode.NotFound, cm.linkWrong, { details: { linkState: 'wrong' } }),
  used: () => new AppError(ErrorCode.Gone, cm.linkUsed, { details: { linkState: 'used' } }),
  expired: () => new AppError(ErrorCode.Gone, cm.linkExpired, { details: { linkState: 'expired' } }),
};

const sameHash = (a: string | null, b: string) =>
  a !== null && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The contract a link names, with its agency's name; the token is the only credential (no login, no tenant). */
async function contractOfLink(tx: Tx, kind: ContractKind, id: string, token: string, lock: boolean) {
  if (!isSignatureTokenShape(token)) return null;
  // every agency: a signature link names its contract by id and token, whichever agency it is of (no tenant).
  const query = tx
    .select({ row: contracts, agencyName: agencies.name })
    .from(contracts)
    .innerJoin(agencies, eq(agencies.id, contracts.agencyId))
    .where(and(eq(contracts.id, id), eq(contracts.kind, kind)));
  const [found] = lock ? await query.for('update', { of: contracts }) : await query;
  if (!found) return null;
  const hash = hashSignatureToken(token);
  return { ...found, hash: sameHash(found.row.tokenHash, hash) ? hash : null };
}

function stateOf(row: ContractRow, hash: string | null, now: Date): SignatureLinkState {
  const state = signatureLinkState(
    { tokenHash: row.tokenHash, expiresAt: row.tokenExpiresAt, usedAt: row.tokenUsedAt },
    hash,
    now,
  );
  // A link of a contract no longer waiting for this signature (unsigned since) is no link at all.
  if (state === 'valid' && row.status !== 'sent') return 'wrong';
  return state;
}

/** GET contract/{kind}/{id}/{token}: what the signature page shows; 404 for a wrong link, 410 used or expired. */
export async function viewSignatureLink(
  ctx: AppContext,
  kind: ContractKind,
  id: string,
  token: string,
): Promise<{ view: SignatureView; row: ContractRow }> {
  const found = await contractOfLink(ctx.db, kind, id, token, false);
  if (!found) throw refusals.wrong();
  const state = stateOf(found.row, found.hash, new Date());
  if (state !== 'valid') throw refusals[state]();
  const { row } = found;
  return {
    row,
    view: {
      contract: { id: row.id, kind: row.kind, title: row.title, reference: row.reference },
      agencyName: found.agencyName,
      signerName: row.signerName,
      expiresAt: (row.tokenExpiresAt as Date).toISOString(),
      documentSha256: row.documentSha256 as string,
    },
  };
}

/** GET contract/{kind}/{id}/{token}/pdf: the document to sign, checked against its SHA-256. */
export async function signatureLinkDocument(ctx: AppContext, kind: ContractKind, id: string, token: string) {
  const { row } = await viewSignatureLink(ctx, kind, id, token);
  return { filename: `${slug(row.title, 'contrat')}.pdf`, pdf: await sentDocument(ctx, row) };
}

const doneOf = (row: ContractRow, agencyName: string, signedAt: Date): SignatureDone => ({
  contractId: row.id,
  title: row.title,
  agencyName,
  signedAt: signedAt.toISOString(),
  documentSha256: row.documentSha256 as string,
});

/**
 * POST contract/{kind}/signature: the signer's drawn signature on the document sent (its SHA-256 recorded with the
 * date, IP and user agent), the link used up, the signed PDF drawn with the signatures and the audit page, kept
 * with its SHA-256, and mailed to the signer. A retry of the same submission (same clientId) gets the same answer.
 */
export async function signContract(
  ctx: AppContext,
  kind: ContractKind,
  input: SignatureSubmit,
  origin: RequestOrigin,
): Promise<SignatureDone> {
  const image = normalizeSignaturePng(input.image);
  const signed = await ctx.db.transaction(async (tx) => {
    const found = await contractOfLink(tx, kind, input.id, input.token, true);
    if (!found) throw refusals.wrong();
    const { row, agencyName } = found;
    const now = new Date();
    const state = stateOf(row, found.hash, now);
    if (state === 'used') {
      const [mine] = await tx
        .select()
        .from(contractSignatures)
        .where(
          and(
            inAgency(contractSignatures, row.agencyId),
            eq(contractSignatures.contractId, row.id),
            eq(contractSignatures.role, 'signer'),
            eq(contractSignatures.clientId, input.clientId),
          ),
        );
      if (mine) return { done: doneOf(row, agencyName, mine.signedAt), mail: null };
    }
    if (state !== 'valid') throw refusals[state]();
    // The document the signer read, as stored when sent: its SHA-256 is what the signature applies to.
    await sentDocument(ctx, row, tx);
    await tx.insert(contractSignatures).values({
      agencyId: row.agencyId,
      contractId: row.id,
      role: 'signer',
      signerName: input.signerName,
      signerEmail: row.signerEmail,
      imagePng: image,
      ip: origin.ip,
      userAgent: origin.userAgent,
      documentSha256: row.documentSha256 as string,
      clientId: input.clientId,
      signedAt: now,
    });
    const signedRow: ContractRow = { ...row, status: 'signed', signedAt: now, tokenUsedAt: now };
    const pdf = await drawSignedPdf(tx, signedRow);
    const stored = await storeContractPdf(ctx, { agencyId: row.agencyId, contractId: row.id }, 'signed', pdf);
    await tx
      .update(contracts)
      .set({
        status: 'signed',
        signedAt: now,
        tokenUsedAt: now,
        signedFileKey: stored.key,
        signedFileSha256: stored.sha256,
        signedFileSize: stored.size,
        updatedAt: sql`now()`,
      })
      .where(and(inAgency(contracts, row.agencyId), eq(contracts.id, row.id)));
    const mail = row.signerEmail
      ? await queueMail(
          ctx,
          {
            to: row.signerEmail,
            agencyId: row.agencyId,
            kind: 'contract',
            subject: `Votre contrat signé : ${row.title} — ${agencyName}`,
            text: [
              input.signerName ? `Bonjour ${input.signerName},` : 'Bonjour,',
              '',
              `Merci d’avoir signé le contrat « ${row.title} ». Vous en trouverez ci-joint l’exemplaire signé, avec sa page de certificat de signature.`,
              '',
              `— ${agencyName}`,
            ].join('\n'),
            attachments: [
              { filename: `${slug(row.title, 'contrat')}-signe.pdf`, contentType: 'application/pdf', content: pdf },
            ],
          },
          { tx },
        )
      : null;
    return { done: doneOf(row, agencyName, now), mail };
  });
  return signed.done;
}
