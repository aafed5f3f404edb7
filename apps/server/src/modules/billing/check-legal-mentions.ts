import type { BillingAgency, BillingCustomer } from '@securite/domain/billing/billing-parties';
import type { CommercialDocsSettings } from '@securite/domain/billing/commercial-docs-settings';
import { parseDeliveryAddress } from '@securite/domain/billing/delivery-address';
import { customerIdentityIssues, dueDateIssue } from '@securite/domain/billing/legal-mentions';
import { billingMessages as bm } from '@securite/domain/billing/messages';
import type { ValidatedDocument } from '@securite/domain/billing/to-facturx';
import { documentVatIssues } from '@securite/domain/billing/vat-rules';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';

export interface LegalIssue {
  path: string;
  message: string;
}

/**
 * What French law asks of an invoice or credit note before it is validated, beyond the Factur-X model: the buyer's
 * SIREN (a company) and billing address, the seller's address, each 0 % line's exemption reason (the franchise only
 * for an agency under it), a due date within L441-10, a delivery address the XML can carry. Nothing is filled in
 * for what is missing: the list names it.
 */
export function legalMentionIssues(input: {
  doc: ValidatedDocument;
  agency: BillingAgency;
  settings: CommercialDocsSettings;
  customer: BillingCustomer;
}): LegalIssue[] {
  const { doc, agency, settings, customer } = input;
  const issues: LegalIssue[] = customerIdentityIssues(customer).map((issue) => ({
    path: `customer.${issue.field}`,
    message: issue.message,
  }));
  const sellerMissing = (['street', 'zipcode', 'city'] as const).filter((key) => !agency.address[key]?.trim());
  if (sellerMissing.length > 0)
    issues.push({
      path: 'seller.address',
      message: bm.sellerIncomplete('l’adresse de l’agence (rue, code postal, ville)'),
    });
  for (const issue of documentVatIssues(doc.lines, {
    franchise: settings.vatFranchise,
    sellerVatId: !!settings.vatNumber?.trim(),
    buyerVatId: !!customer.vatNumber?.trim(),
  }))
    issues.push({
      path: issue.line === undefined ? 'lines' : `lines.${issue.line}.vatExemptionCode`,
      message: issue.line === undefined ? issue.message : `Ligne ${issue.line + 1} : ${issue.message}`,
    });
  if (doc.type === 'invoice') {
    const due = dueDateIssue(doc.date, doc.dueDate, customer.settlementPeriod?.endOfMonth ?? false);
    if (due) issues.push({ path: 'dueDate', message: due });
  }
  if (doc.deliveryAddress?.trim() && !parseDeliveryAddress(doc.deliveryAddress))
    issues.push({ path: 'deliveryAddress', message: bm.deliveryAddressFormat });
  return issues;
}

/** Refuses the validation (422) with every issue named, in French. */
export function assertLegalMentions(issues: LegalIssue[]): void {
  if (issues.length === 0) return;
  throw new AppError(ErrorCode.Unprocessable, bm.legalMentions(issues.map((i) => i.message).join(' ')), {
    details: { issues },
  });
}
