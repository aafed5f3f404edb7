import { compactIdentifier } from '../../identifiers/french-identifiers.ts';
import { formatAmount, formatRate } from '../../money/amounts.ts';
import { dateTime } from './build-xml-parties.ts';
import {
  DISCOUNT_REASON_CODE,
  type FacturXAllowance,
  type FacturXInvoice,
  type FacturXPeriod,
  type FacturXVatBreakdown,
} from './facturx-invoice.ts';
import { el, optional, type XmlElement } from './xml.ts';

const amount = (name: string, cents: number, attrs?: Record<string, string>) => el(name, formatAmount(cents), attrs);

/** BG-14 / BG-26. */
export function period(value: FacturXPeriod | undefined): XmlElement | null {
  if (!value) return null;
  return el('ram:BillingSpecifiedPeriod', [
    dateTime('ram:StartDateTime', value.start),
    dateTime('ram:EndDateTime', value.end),
  ]);
}

/** BG-23: one ApplicableTradeTax per category and rate. */
function vatBreakdown(row: FacturXVatBreakdown): XmlElement {
  return el('ram:ApplicableTradeTax', [
    amount('ram:CalculatedAmount', row.taxCents),
    el('ram:TypeCode', 'VAT'),
    optional('ram:ExemptionReason', row.exemptionReason),
    amount('ram:BasisAmount', row.basisCents),
    el('ram:CategoryCode', row.category),
    optional('ram:ExemptionReasonCode', row.exemptionReasonCode),
    el('ram:RateApplicablePercent', formatRate(row.rateBp)),
  ]);
}

/** BG-20: a document-level allowance, with its percentage and base when it is one. */
function allowance(value: FacturXAllowance): XmlElement {
  const percent = value.percentBp !== undefined && value.baseCents !== undefined;
  return el('ram:SpecifiedTradeAllowanceCharge', [
    el('ram:ChargeIndicator', [el('udt:Indicator', 'false')]),
    percent && el('ram:CalculationPercent', formatRate(value.percentBp!)),
    percent && amount('ram:BasisAmount', value.baseCents!),
    amount('ram:ActualAmount', value.amountCents),
    el('ram:ReasonCode', value.reasonCode?.trim() || DISCOUNT_REASON_CODE),
    optional('ram:Reason', value.reason),
    el('ram:CategoryTradeTax', [
      el('ram:TypeCode', 'VAT'),
      el('ram:CategoryCode', value.vat.category),
      el('ram:RateApplicablePercent', formatRate(value.vat.rateBp)),
    ]),
  ]);
}

/** BG-16 with BG-17: how to pay, and the payee's account for a transfer. */
function paymentMeans(invoice: FacturXInvoice): XmlElement | null {
  const means = invoice.paymentMeans;
  if (!means) return null;
  const account = means.iban?.trim() || means.accountName?.trim();
  return el('ram:SpecifiedTradeSettlementPaymentMeans', [
    el('ram:TypeCode', means.code),
    optional('ram:Information', means.information),
    account &&
      el('ram:PayeePartyCreditorFinancialAccount', [
        means.iban?.trim() && el('ram:IBANID', compactIdentifier(means.iban)),
        optional('ram:AccountName', means.accountName),
      ]),
    means.bic?.trim() &&
      el('ram:PayeeSpecifiedCreditorFinancialInstitution', [el('ram:BICID', compactIdentifier(means.bic))]),
  ]);
}

function paymentTerms(invoice: FacturXInvoice): XmlElement | null {
  if (!invoice.paymentTerms?.trim() && !invoice.dueDate) return null;
  return el('ram:SpecifiedTradePaymentTerms', [
    optional('ram:Description', invoice.paymentTerms),
    invoice.dueDate && dateTime('ram:DueDateDateTime', invoice.dueDate),
  ]);
}

/** BG-22: the totals; the tax total alone carries its currency, as the CII binding asks. */
function summation(invoice: FacturXInvoice): XmlElement {
  const t = invoice.totals;
  return el('ram:SpecifiedTradeSettlementHeaderMonetarySummation', [
    amount('ram:LineTotalAmount', t.lineTotalCents),
    invoice.allowances.length > 0 && amount('ram:AllowanceTotalAmount', t.allowanceTotalCents),
    amount('ram:TaxBasisTotalAmount', t.taxBasisTotalCents),
    amount('ram:TaxTotalAmount', t.taxTotalCents, { currencyID: invoice.currency }),
    amount('ram:GrandTotalAmount', t.grandTotalCents),
    t.prepaidCents !== 0 && amount('ram:TotalPrepaidAmount', t.prepaidCents),
    amount('ram:DuePayableAmount', t.duePayableCents),
  ]);
}

/** ApplicableHeaderTradeSettlement, its children in the XSD's order. */
export function headerSettlement(invoice: FacturXInvoice): XmlElement {
  const preceding = invoice.precedingInvoice;
  return el('ram:ApplicableHeaderTradeSettlement', [
    optional('ram:PaymentReference', invoice.paymentReference),
    el('ram:InvoiceCurrencyCode', invoice.currency),
    paymentMeans(invoice),
    ...invoice.vatBreakdown.map(vatBreakdown),
    period(invoice.billingPeriod),
    ...invoice.allowances.map(allowance),
    paymentTerms(invoice),
    summation(invoice),
    preceding?.number.trim() &&
      el('ram:InvoiceReferencedDocument', [
        el('ram:IssuerAssignedID', preceding.number.trim()),
        preceding.issueDate && dateTime('ram:FormattedIssueDateTime', preceding.issueDate, 'qdt'),
      ]),
  ]);
}
