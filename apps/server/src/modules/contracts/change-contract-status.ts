import { assertGranted } from '@securite/domain/auth/access';
import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import type { Contract, ContractSendResult } from '@securite/domain/contracts/contract-schemas';
import { type ContractStatusTarget, canMoveContract } from '@securite/domain/contracts/contract-status';
import { contractMessages as cm } from '@securite/domain/contracts/messages';
import { signatureLinkExpiry } from '@securite/domain/contracts/signature-link';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { EMAIL_PATTERN } from '@securite/domain/validation/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { contractSignatures, contractSignatureTemplates, contracts } from '../../db/schema/contracts.ts';
import { users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { contractsOf, lockContract } from './contract-access.ts';
import { contentOf, pdfContentOf } from './contract-content.ts';
import { storeContractPdf } from './contract-files.ts';
import { partyOf } from './contract-values.ts';
import { renderContractPdf } from './draw-contract-pdf.ts';
import { selectContract } from './present-contract.ts';
import { signatureLink, signatureRequestMail } from './signature-mail.ts';
import { newSignatureToken } from './signature-token.ts';

/** Where a request came from, as a signature records it. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/**
 * PATCH {agency}/contract/{kind}/{id}/sent: freezes the filled contract into a PDF kept with its SHA-256, places the
 * agency's default signature on it, issues a new single-use link (voiding any earlier one) and e-mails it to the
 * signer through the outbox, in one transaction.
 */
export async function sendContract(
  ctx: AppContext,
  tenant: TenantContext,
  kind: ContractKind,
  id: string,
  origin: RequestOrigin,
): Promise<ContractSendResult> {
  const agency = tenant.agency;
  const { result, previousKey } = await ctx.db.transaction(async (tx) => {
    const row = await lockContract(tx, agency.id, kind, id);
    if (!canMoveContract(row.status, 'sent')) throw new AppError(ErrorCode.Conflict, cm.cannotSend);
    const email = row.signerEmail?.trim().toLowerCase();
    if (!email || !EMAIL_PATTERN.test(email)) {
      const message = email ? cm.signerEmailInvalid : cm.signerEmailMissing;
      throw new AppError(ErrorCode.Unprocessable, message, { errors: { signerEmail: message } });
    }
    const party = await partyOf(tx, agency.id, kind, row);
    const now = new Date();
    const content = contentOf(agency, kind, row, party, now);
    const pdf = await renderContractPdf(pdfContentOf(content, now, false));
    const stored = await storeContractPdf(ctx, { agencyId: agency.id, contractId: row.id }, 'document', pdf);
    const { token, hash } = newSignatureToken();
    await tx
      .update(contracts)
      .set({
        status: 'sent',
        sentContent: content,
        sentAt: now,
        documentKey: stored.key,
        documentSha256: stored.sha256,
        tokenHash: hash,
        tokenExpiresAt: signatureLinkExpiry(now),
        tokenUsedAt: null,
        signedAt: null,
        updatedAt: sql`now()`,
      })
      .where(and(contractsOf(agency.id, kind), eq(contracts.id, row.id)));
    // The agency signs the document it sends with its default signature, as the sender.
    await tx
      .delete(contractSignatures)
      .where(and(inAgency(contractSignatures, row.agencyId), eq(contractSignatures.contractId, row.id)));
    const [signature] = await tx
      .select()
      .from(contractSignatureTemplates)
      .where(and(inAgency(contractSignatureTemplates, agency.id), eq(contractSignatureTemplates.useAsDefault, true)));
    if (signature) {
      const [sender] = await tx.select().from(users).where(eq(users.id, tenant.actor.userId));
      const senderName = [sender?.firstname, sender?.lastname].filter(Boolean).join(' ').trim();
      await tx.insert(contractSignatures).values({
        agencyId: agency.id,
        contractId: row.id,
        role: 'agency',
        signerName: senderName ? `${agency.name} (${senderName})` : agency.name,
        signerEmail: sender?.email ?? null,
        imagePng: signature.imagePng,
        ip: origin.ip,
        userAgent: origin.userAgent,
        documentSha256: stored.sha256,
        signedAt: now,
      });
    }
    const link = signatureLink(ctx.config.publicUrl, kind, row.id, token);
    await queueMail(
      ctx,
      signatureRequestMail({
        to: email,
        agencyId: agency.id,
        agencyName: agency.name,
        signerName: row.signerName,
        title: row.title,
        link,
      }),
      { tx },
    );
    const contract = (await selectContract(tx, agency.id, contractsOf(agency.id, kind), row.id)) as Contract;
    return { result: { contract, sentTo: email }, previousKey: row.documentKey };
  });
  // Sent again: the document of the voided link is no longer anyone's.
  if (previousKey && previousKey !== (await currentKey(ctx, agency.id, id)))
    await ctx.files.delete(previousKey).catch((error) => ctx.log.warn({ err: error }, 'contract file not deleted'));
  return result;
}

async function currentKey(ctx: AppContext, agencyId: string, id: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ key: contracts.documentKey })
    .from(contracts)
    .where(and(inAgency(contracts, agencyId), eq(contracts.id, id)));
  return row?.key ?? null;
}

/**
 * PATCH {agency}/contract/{kind}/{id}/created: marks the contract unsigned (spec 001 section 4): its signatures are
 * deleted, its link voided, its signed PDF dropped, and it is created (editable) again.
 */
export async function unsignContract(
  ctx: AppContext,
  tenant: TenantContext,
  kind: ContractKind,
  id: string,
): Promise<Contract> {
  const agencyId = tenant.agency.id;
  const { contract, keys } = await ctx.db.transaction(async (tx) => {
    const row = await lockContract(tx, agencyId, kind, id);
    if (!canMoveContract(row.status, 'created')) throw new AppError(ErrorCode.Conflict, cm.cannotUnsign);
    await tx
      .delete(contractSignatures)
      .where(and(inAgency(contractSignatures, row.agencyId), eq(contractSignatures.contractId, row.id)));
    await tx
      .update(contracts)
      .set({
        status: 'created',
        sentContent: null,
        sentAt: null,
        documentKey: null,
        documentSha256: null,
        tokenHash: null,
        tokenExpiresAt: null,
        tokenUsedAt: null,
        signedAt: null,
        signedFileKey: null,
        signedFileSha256: null,
        signedFileSize: null,
        updatedAt: sql`now()`,
      })
      .where(and(contractsOf(agencyId, kind), eq(contracts.id, row.id)));
    return {
      contract: (await selectContract(tx, agencyId, contractsOf(agencyId, kind), row.id)) as Contract,
      keys: [row.documentKey, row.signedFileKey].filter((k): k is string => !!k),
    };
  });
  for (const key of keys) {
    await ctx.files.delete(key).catch((error) => ctx.log.warn({ err: error, key }, 'contract file not deleted'));
  }
  return contract;
}

/** PATCH {agency}/contract/{kind}/{id}/{status} (contracts.edit). */
export async function changeContractStatus(
  ctx: AppContext,
  tenant: TenantContext,
  kind: ContractKind,
  id: string,
  status: ContractStatusTarget,
  origin: RequestOrigin,
): Promise<ContractSendResult> {
  assertGranted(tenant.actor, ['contracts.edit']);
  if (status === 'sent') return sendContract(ctx, tenant, kind, id, origin);
  const contract = await unsignContract(ctx, tenant, kind, id);
  return { contract, sentTo: '' };
}
