// What a UBL 2.1 invoice says of payment and amounts (EN 16931 UBL binding): payment means (BG-16, BG-17), terms
// (BT-20), document allowances (BG-20), the VAT breakdown (BG-23) and the totals (BG-22). Every amount carries its
// currency, as the UBL XSD requires.
import { compactIdentifier } from '../../identifiers/french-identifiers.ts';
import { formatAmount, formatRate } from '../../money/amounts.ts';
import {
  DISCOUNT_REASON_CODE,
  type FacturXAllowance,
  type FacturXInvoice,
  type FacturXVat,
  type FacturXVatBreakdown,
} from '../facturx/facturx-invoice.ts';
import { el, optional, type XmlElement } from '../facturx/xml.ts';
import { vatScheme } from './build-ubl-parties.ts';

/** An amount element in the invoice's currency. */
export const ublAmount = (name: string, cents: number, currency: string): XmlElement =>
  el(name, formatAmount(cents), { currencyID: currency });

/** cac:TaxCategory / cac:ClassifiedTaxCategory: VAT category (BT-95, BT-118, BT-151) and rate. */
export function ublTaxCategory(
  name: string,
  vat: FacturXVat,
  exemption?: Pick<FacturXVatBreakdown, 'exemptionReason' | 'exemptionReasonCode'>,
): XmlElement {
  return el(name, [
    el('cbc:ID', vat.category),
    el('cbc:Percent', formatRate(vat.rateBp)),
    optional('cbc:TaxExemptionReasonCode', exemption?.exemptionReasonCode),
    optional('cbc:TaxExemptionReason', exemption?.exemptionReason),
    vatScheme(),
  ]);
}

/**
 * BG-16 with BG-17: the means (BT-81, its text BT-82 as the code's name), the remittance information (BT-83), the
 * payee's account (BT-84, BT-85, BT-86) and, on a credit note, the due date (BT-9), which UBL's CreditNote keeps here.
 * UBL has no other place for BT-83 and a credit note's BT-9: without payment means (an agency without IBAN) they are
 * left out, where the CII still writes them; both are optional in EN 16931.
 */
export function ublPaymentMeans(invoice: FacturXInvoice, creditNote: boolean): XmlElement | null {
  const means = invoice.paymentMeans;
  if (!means) return null;
  const account = means.iban?.trim() || means.accountName?.trim() || means.bic?.trim();
  const information = means.information?.trim();
  return el('cac:PaymentMeans', [
    el('cbc:PaymentMeansCode', means.code, information ? { name: information } : undefined),
    creditNote && optional('cbc:PaymentDueDate', invoice.dueDate),
    optional('cbc:PaymentID', invoice.paymentReference),
    account &&
      el('cac:PayeeFinancialAccount', [
        means.iban?.trim() && el('cbc:ID', compactIdentifier(means.iban)),
        optional('cbc:Name', means.accountName),
        means.bic?.trim() && el('cac:FinancialInstitutionBranch', [el('cbc:ID', compactIdentifier(means.bic))]),
      ]),
  ]);
}

/** BT-20. */
export function ublPaymentTerms(invoice: FacturXInvoice): XmlElement | null {
  return invoice.paymentTerms?.trim() ? el('cac:PaymentTerms', [el('cbc:Note', invoice.paymentTerms.trim())]) : null;
}

/** BG-20: a document-level allowance, with its percentage (BT-94) and base (BT-93) when it is one. */
export function ublAllowance(value: FacturXAllowance, currency: string): XmlElement {
  const percent = value.percentBp !== undefined && value.baseCents !== undefined;
  return el('cac:AllowanceCharge', [
    el('cbc:ChargeIndicator', 'false'),
    el('cbc:AllowanceChargeReasonCode', value.reasonCode?.trim() || DISCOUNT_REASON_CODE),
    optional('cbc:AllowanceChargeReason', value.reason),
    percent && el('cbc:MultiplierFactorNumeric', formatRate(value.percentBp!)),
    ublAmount('cbc:Amount', value.amountCents, currency),
    percent && ublAmount('cbc:BaseAmount', value.baseCents!, currency),
    ublTaxCategory('cac:TaxCategory', value.vat),
  ]);
}

/** BT-110 and BG-23: the VAT total and one subtotal per category and rate. */
export function ublTaxTotal(invoice: FacturXInvoice): XmlElement {
  const currency = invoice.currency;
  return el('cac:TaxTotal', [
    ublAmount('cbc:TaxAmount', invoice.totals.taxTotalCents, currency),
    ...invoice.vatBreakdown.map((row) =>
      el('cac:TaxSubtotal', [
        ublAmount('cbc:TaxableAmount', row.basisCents, currency),
        ublAmount('cbc:TaxAmount', row.taxCents, currency),
        ublTaxCategory('cac:TaxCategory', row, row),
      ]),
    ),
  ]);
}

/** BG-22, with the allowances' total only when there are some and the prepaid amount only when not zero. */
export function ublMonetaryTotal(invoice: FacturXInvoice): XmlElement {
  const t = invoice.totals;
  const currency = invoice.currency;
  return el('cac:LegalMonetaryTotal', [
    ublAmount('cbc:LineExtensionAmount', t.lineTotalCents, currency),
    ublAmount('cbc:TaxExclusiveAmount', t.taxBasisTotalCents, currency),
    ublAmount('cbc:TaxInclusiveAmount', t.grandTotalCents, currency),
    invoice.allowances.length > 0 && ublAmount('cbc:AllowanceTotalAmount', t.allowanceTotalCents, currency),
    t.prepaidCents !== 0 && ublAmount('cbc:PrepaidAmount', t.prepaidCents, currency),
    ublAmount('cbc:PayableAmount', t.duePayableCents, currency),
  ]);
}
