import { formatAmount, formatQuantity, formatRate } from '../../money/amounts.ts';
import { dateTime, postalAddress, tradeParty } from './build-xml-parties.ts';
import { headerSettlement, period } from './build-xml-settlement.ts';
import { checkFacturXInvoice } from './check-invoice.ts';
import { EN16931_GUIDELINE, type FacturXInvoice, type FacturXLine } from './facturx-invoice.ts';
import type { FacturXIssue } from './messages.ts';
import { el, optional, renderXmlDocument, type XmlElement } from './xml.ts';

const NAMESPACES = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

/** Thrown by buildFacturXXml for an invoice checkFacturXInvoice refuses; carries the French issues. */
export class FacturXInvalidError extends Error {
  constructor(readonly issues: FacturXIssue[]) {
    super(`Facture Factur-X invalide : ${issues.map((issue) => `${issue.path} : ${issue.message}`).join(' ; ')}`);
    this.name = 'FacturXInvalidError';
  }
}

/** BG-25: one invoice line. */
function line(value: FacturXLine): XmlElement {
  return el('ram:IncludedSupplyChainTradeLineItem', [
    el('ram:AssociatedDocumentLineDocument', [
      el('ram:LineID', value.id.trim()),
      value.note?.trim() && el('ram:IncludedNote', [el('ram:Content', value.note.trim())]),
    ]),
    el('ram:SpecifiedTradeProduct', [
      optional('ram:SellerAssignedID', value.sellerItemId),
      el('ram:Name', value.name.trim()),
      optional('ram:Description', value.description),
    ]),
    el('ram:SpecifiedLineTradeAgreement', [
      el('ram:NetPriceProductTradePrice', [el('ram:ChargeAmount', formatAmount(value.unitPriceCents))]),
    ]),
    el('ram:SpecifiedLineTradeDelivery', [
      el('ram:BilledQuantity', formatQuantity(value.quantity), { unitCode: value.unitCode }),
    ]),
    el('ram:SpecifiedLineTradeSettlement', [
      el('ram:ApplicableTradeTax', [
        el('ram:TypeCode', 'VAT'),
        el('ram:CategoryCode', value.vat.category),
        el('ram:RateApplicablePercent', formatRate(value.vat.rateBp)),
      ]),
      period(value.period),
      el('ram:SpecifiedTradeSettlementLineMonetarySummation', [
        el('ram:LineTotalAmount', formatAmount(value.netAmountCents)),
      ]),
    ]),
  ]);
}

function headerAgreement(invoice: FacturXInvoice): XmlElement {
  return el('ram:ApplicableHeaderTradeAgreement', [
    optional('ram:BuyerReference', invoice.buyerReference),
    tradeParty('ram:SellerTradeParty', invoice.seller),
    tradeParty('ram:BuyerTradeParty', invoice.buyer),
    invoice.orderReference?.trim() &&
      el('ram:BuyerOrderReferencedDocument', [el('ram:IssuerAssignedID', invoice.orderReference.trim())]),
    invoice.contractReference?.trim() &&
      el('ram:ContractReferencedDocument', [el('ram:IssuerAssignedID', invoice.contractReference.trim())]),
  ]);
}

/** BG-13: where the service was rendered (BT-70, BG-15) and when (BT-72). */
function headerDelivery(invoice: FacturXInvoice): XmlElement {
  const delivery = invoice.delivery;
  return el('ram:ApplicableHeaderTradeDelivery', [
    delivery?.address &&
      el('ram:ShipToTradeParty', [optional('ram:Name', delivery.name), postalAddress(delivery.address)]),
    delivery?.date && el('ram:ActualDeliverySupplyChainEvent', [dateTime('ram:OccurrenceDateTime', delivery.date)]),
  ]);
}

/**
 * The CII XML (Cross Industry Invoice D16B, Factur-X « EN 16931 » profile) of an invoice or credit note, with the
 * children in the order of the Factur-X XSD. Deterministic: the same invoice always gives the same string. Throws
 * FacturXInvalidError when checkFacturXInvoice finds an issue, so no inconsistent XML is ever produced.
 */
export function buildFacturXXml(invoice: FacturXInvoice): string {
  const issues = checkFacturXInvoice(invoice);
  if (issues.length > 0) throw new FacturXInvalidError(issues);
  const root = el(
    'rsm:CrossIndustryInvoice',
    [
      el('rsm:ExchangedDocumentContext', [
        invoice.businessProcess?.trim() &&
          el('ram:BusinessProcessSpecifiedDocumentContextParameter', [el('ram:ID', invoice.businessProcess.trim())]),
        el('ram:GuidelineSpecifiedDocumentContextParameter', [el('ram:ID', EN16931_GUIDELINE)]),
      ]),
      el('rsm:ExchangedDocument', [
        el('ram:ID', invoice.number.trim()),
        el('ram:TypeCode', invoice.typeCode),
        dateTime('ram:IssueDateTime', invoice.issueDate),
        ...invoice.notes.map((note) =>
          el('ram:IncludedNote', [
            el('ram:Content', note.content.trim()),
            optional('ram:SubjectCode', note.subjectCode),
          ]),
        ),
      ]),
      el('rsm:SupplyChainTradeTransaction', [
        ...invoice.lines.map(line),
        headerAgreement(invoice),
        headerDelivery(invoice),
        headerSettlement(invoice),
      ]),
    ],
    NAMESPACES,
  );
  return renderXmlDocument(root);
}
