// UBL 2.1 (OASIS), the second syntax of EN 16931 beside CII: the same FacturXInvoice model written as a UBL Invoice,
// or as a UBL CreditNote for a credit note (type 381), with the children in the order of the UBL 2.1 XSD.
import { formatAmount, formatQuantity } from '../../money/amounts.ts';
import { FacturXInvalidError } from '../facturx/build-xml.ts';
import { checkFacturXInvoice } from '../facturx/check-invoice.ts';
import {
  EN16931_GUIDELINE,
  type FacturXInvoice,
  type FacturXLine,
  type FacturXNote,
} from '../facturx/facturx-invoice.ts';
import { el, optional, renderXmlDocument, type XmlChild, type XmlElement } from '../facturx/xml.ts';
import { ublDelivery, ublParty } from './build-ubl-parties.ts';
import {
  ublAllowance,
  ublAmount,
  ublMonetaryTotal,
  ublPaymentMeans,
  ublPaymentTerms,
  ublTaxCategory,
  ublTaxTotal,
} from './build-ubl-settlement.ts';

export const UBL_INVOICE_NAMESPACE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
export const UBL_CREDIT_NOTE_NAMESPACE = 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';

/** The UBL document an invoice becomes: a CreditNote for a credit note (381), an Invoice otherwise (380, 386). */
export type UblDocumentKind = 'Invoice' | 'CreditNote';

export function ublDocumentKind(invoice: Pick<FacturXInvoice, 'typeCode'>): UblDocumentKind {
  return invoice.typeCode === '381' ? 'CreditNote' : 'Invoice';
}

/**
 * BT-21 and BT-22: UBL's note has no subject, so the EN 16931 UBL binding (and the French rules, which look for
 * « #PMT# ») write it before the text between hashes.
 */
function note(value: FacturXNote): XmlElement {
  const content = value.content.trim();
  return el('cbc:Note', value.subjectCode ? `#${value.subjectCode}#${content}` : content);
}

/** BG-14 / BG-26. */
function period(value: FacturXInvoice['billingPeriod']): XmlElement | null {
  if (!value) return null;
  return el('cac:InvoicePeriod', [el('cbc:StartDate', value.start), el('cbc:EndDate', value.end)]);
}

/** BG-25: one line, cac:InvoiceLine or cac:CreditNoteLine. */
function line(value: FacturXLine, kind: UblDocumentKind, currency: string): XmlElement {
  return el(`cac:${kind}Line`, [
    el('cbc:ID', value.id.trim()),
    optional('cbc:Note', value.note),
    el(kind === 'Invoice' ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity', formatQuantity(value.quantity), {
      unitCode: value.unitCode,
    }),
    ublAmount('cbc:LineExtensionAmount', value.netAmountCents, currency),
    period(value.period),
    el('cac:Item', [
      optional('cbc:Description', value.description),
      el('cbc:Name', value.name.trim()),
      value.sellerItemId?.trim() && el('cac:SellersItemIdentification', [el('cbc:ID', value.sellerItemId.trim())]),
      ublTaxCategory('cac:ClassifiedTaxCategory', value.vat),
    ]),
    el('cac:Price', [el('cbc:PriceAmount', formatAmount(value.unitPriceCents), { currencyID: currency })]),
  ]);
}

/** The header up to the parties: identification, dates, notes, currency, references. */
function header(invoice: FacturXInvoice, kind: UblDocumentKind): XmlChild[] {
  const preceding = invoice.precedingInvoice;
  return [
    el('cbc:CustomizationID', EN16931_GUIDELINE),
    optional('cbc:ProfileID', invoice.businessProcess),
    el('cbc:ID', invoice.number.trim()),
    el('cbc:IssueDate', invoice.issueDate),
    kind === 'Invoice' && optional('cbc:DueDate', invoice.dueDate),
    el(`cbc:${kind}TypeCode`, invoice.typeCode),
    ...invoice.notes.map(note),
    el('cbc:DocumentCurrencyCode', invoice.currency),
    optional('cbc:BuyerReference', invoice.buyerReference),
    period(invoice.billingPeriod),
    invoice.orderReference?.trim() && el('cac:OrderReference', [el('cbc:ID', invoice.orderReference.trim())]),
    preceding?.number.trim() &&
      el('cac:BillingReference', [
        el('cac:InvoiceDocumentReference', [
          el('cbc:ID', preceding.number.trim()),
          optional('cbc:IssueDate', preceding.issueDate),
        ]),
      ]),
    invoice.contractReference?.trim() &&
      el('cac:ContractDocumentReference', [el('cbc:ID', invoice.contractReference.trim())]),
  ];
}

/**
 * The UBL 2.1 XML (EN 16931 CIUS) of an invoice or credit note: an Invoice, or a CreditNote naming the invoice it
 * corrects (BG-3) for type 381. The same data as buildFacturXXml's CII; deterministic. Throws FacturXInvalidError
 * when checkFacturXInvoice finds an issue, so no inconsistent XML is ever produced.
 */
export function buildUbl(invoice: FacturXInvoice): string {
  const issues = checkFacturXInvoice(invoice);
  if (issues.length > 0) throw new FacturXInvalidError(issues);
  const kind = ublDocumentKind(invoice);
  const currency = invoice.currency;
  const root = el(
    kind,
    [
      ...header(invoice, kind),
      el('cac:AccountingSupplierParty', [ublParty(invoice.seller)]),
      el('cac:AccountingCustomerParty', [ublParty(invoice.buyer)]),
      ublDelivery(invoice),
      ublPaymentMeans(invoice, kind === 'CreditNote'),
      ublPaymentTerms(invoice),
      ...invoice.allowances.map((allowance) => ublAllowance(allowance, currency)),
      ublTaxTotal(invoice),
      ublMonetaryTotal(invoice),
      ...invoice.lines.map((value) => line(value, kind, currency)),
    ],
    {
      xmlns: kind === 'Invoice' ? UBL_INVOICE_NAMESPACE : UBL_CREDIT_NOTE_NAMESPACE,
      'xmlns:cac': CAC,
      'xmlns:cbc': CBC,
    },
  );
  return renderXmlDocument(root);
}
