import { defaultInvoiceEmailSubject } from '@securite/domain/billing/commercial-docs-settings';
import { normalizeRecipients } from '@securite/domain/billing/derive-document';
import { type DocumentType, documentTypeLabels } from '@securite/domain/billing/document-types';
import { billingMessages as bm } from '@securite/domain/billing/messages';
import type { DocumentEmail, DocumentEmailResult } from '@securite/domain/billing/schemas';
import type { MailKind } from '@securite/domain/email-tracking/email-tracking-schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { frenchEuros } from '@securite/domain/money/amounts';
import { EMAIL_PATTERN } from '@securite/domain/validation/rules';
import type { AppContext } from '../../context.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { queueMail } from '../../mail/queue-mail.ts';

/** The tracking page's kind of each document's mail (a credit note goes with the invoices). */
const mailKindOf: Record<DocumentType, MailKind> = {
  quote: 'estimate',
  purchaseOrder: 'purchaseOrder',
  invoice: 'invoice',
  creditNote: 'invoice',
};

import { markRowSent } from './change-document-status.ts';
import { assertCanWrite } from './document-access.ts';
import type { DocumentFamily } from './document-families.ts';
import { lockDocument } from './lock-document.ts';
import { renderDocument } from './render-document-pdf.ts';

/**
 * POST {agency}/{invoice|estimate|purchaseOrder}/{id}/email: one e-mail per recipient (deduplicated, blanks
 * dropped) with the PDF attached, through the outbox; the document is marked sent when at least one left. An
 * address that is not one comes back in `failed`, so the dialog keeps it. A draft is never sent.
 */
export async function sendDocumentEmail(
  ctx: AppContext,
  tenant: TenantContext,
  family: DocumentFamily,
  id: string,
  input: DocumentEmail,
): Promise<DocumentEmailResult> {
  assertCanWrite(tenant, `${family.entity}.edit`);
  const recipients = normalizeRecipients(input.recipients);
  if (recipients.length === 0)
    throw new AppError(ErrorCode.Validation, messages.validation, { errors: { recipients: bm.noRecipient } });
  const { doc, parties, pdf, filename } = await renderDocument(ctx, tenant, family, id);
  if (doc.status === 'draft' || !doc.number) throw new AppError(ErrorCode.Conflict, bm.notSendableDraft);
  const label = documentTypeLabels[doc.type];
  const agencyName = parties.agency.name;
  const subject =
    input.subject?.trim() ||
    (doc.type === 'invoice'
      ? defaultInvoiceEmailSubject(agencyName, doc.number)
      : `Votre ${label.toLowerCase()} ${agencyName} - ${doc.number}`);
  const text =
    input.message?.trim() ||
    parties.settings.emailMessage?.trim() ||
    `Bonjour,\n\nVeuillez trouver ci-joint ${doc.type === 'creditNote' || doc.type === 'invoice' ? 'votre' : 'notre'} ${label.toLowerCase()} ${doc.number} d’un montant de ${frenchEuros(doc.totalCents)} TTC.\n\nCordialement,\n${agencyName}`;
  const sent: string[] = [];
  const failed: DocumentEmailResult['failed'] = [];
  await ctx.db.transaction(async (tx) => {
    for (const email of recipients) {
      if (!EMAIL_PATTERN.test(email)) {
        failed.push({ email, message: bm.invalidEmail });
        continue;
      }
      await queueMail(
        ctx,
        {
          to: email,
          subject,
          text,
          agencyId: tenant.agency.id,
          kind: mailKindOf[doc.type],
          attachments: [{ filename, contentType: 'application/pdf', content: pdf }],
        },
        { tx },
      );
      sent.push(email);
    }
    if (sent.length > 0) await markRowSent(tx, await lockDocument(tx, tenant, family, id));
  });
  return { sent, failed };
}
