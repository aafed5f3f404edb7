import { compactIdentifier } from '../identifiers/french-identifiers.ts';
import { lineNetAmountCents } from '../money/amounts.ts';
import { type BillingAgency, type BillingCustomer, countryCodeOf, type PostalAddress } from './billing-parties.ts';
import type { CommercialDocsSettings } from './commercial-docs-settings.ts';
import { latePaymentMentions } from './commercial-docs-settings.ts';
import { parseDeliveryAddress, sameAddress } from './delivery-address.ts';
import { computeDocumentTotals, type DocumentDiscount, vatOfRate } from './document-totals.ts';
import type { DocumentType } from './document-types.ts';
import type {
  BusinessProcess,
  FacturXAddress,
  FacturXInvoice,
  FacturXNote,
  FacturXParty,
  UnitCode,
} from './facturx/facturx-invoice.ts';
import { UNIT_CODES } from './facturx/facturx-invoice.ts';

/** A validated invoice or credit note, as stored. */
export interface ValidatedDocument {
  type: Extract<DocumentType, 'invoice' | 'creditNote'>;
  number: string;
  date: string;
  dueDate: string | null;
  subject: string | null;
  deliveryAddress: string | null;
  /** The period billed (BG-14); start = end for a service of one day. */
  period: { start: string; end: string } | null;
  vatOnDebits: boolean;
  discount: DocumentDiscount | null;
  lines: {
    label: string;
    description: string | null;
    kind: 'service' | 'goods';
    quantity: number;
    unitCode: string;
    unitPriceCents: number;
    vatRateBp: number;
    vatExemptionCode?: string | null;
  }[];
  /** For a credit note: the invoice it cancels. */
  preceding: { number: string; date: string } | null;
}

/**
 * A stored address as the XML writes it: only what it holds (validation refuses an invoice whose parties lack a
 * street, postcode or city); the country is France when none is given, the product's default country.
 */
function address(value: PostalAddress): FacturXAddress {
  return {
    line1: value.street?.trim() ?? '',
    ...(value.complement?.trim() ? { line2: value.complement.trim() } : {}),
    postcode: value.zipcode?.trim() ?? '',
    city: value.city?.trim() ?? '',
    countryCode: countryCodeOf(value.country),
  };
}

/** BG-13: the ship-to address (BG-15) when the delivery address differs from the buyer's, and the period's day. */
function deliveryOf(doc: ValidatedDocument, customer: BillingCustomer): FacturXInvoice['delivery'] | undefined {
  const parsed = doc.deliveryAddress?.trim() ? parseDeliveryAddress(doc.deliveryAddress) : null;
  const shipTo = parsed && !sameAddress(parsed, customer.address) ? parsed : undefined;
  const day = doc.period && doc.period.start === doc.period.end ? doc.period.start : undefined;
  if (!shipTo && !day) return undefined;
  return { ...(shipTo ? { address: shipTo } : {}), ...(day ? { date: day } : {}) };
}

/** Services (S), goods (B) or both (M), then 1: an invoice to be paid. */
function businessProcessOf(kinds: readonly string[]): BusinessProcess {
  const goods = kinds.includes('goods');
  const services = kinds.includes('service');
  return goods && services ? 'M1' : goods ? 'B1' : 'S1';
}

function unitCodeOf(code: string): UnitCode {
  return (code in UNIT_CODES ? code : 'C62') as UnitCode;
}

function buyerOf(customer: BillingCustomer): FacturXParty {
  const siren = customer.siren ? compactIdentifier(customer.siren) : undefined;
  const email = customer.email?.trim() || customer.invoiceRecipients[0];
  return {
    name: customer.name,
    ...(siren ? { siren } : {}),
    ...(customer.vatNumber ? { vatId: compactIdentifier(customer.vatNumber) } : {}),
    address: address(customer.address),
    ...(email ? { contact: { email } } : {}),
    ...(siren
      ? { electronicAddress: { scheme: '0225' as const, id: siren } }
      : email
        ? { electronicAddress: { scheme: 'EM' as const, id: email } }
        : {}),
  };
}

/** The legal notes: penalties (PMD), the 40 € fee (PMT), the early-payment discount (AAB), the CNAPS mention (REG). */
export function legalNotes(settings: CommercialDocsSettings, vatOnDebits: boolean): FacturXNote[] {
  const late = latePaymentMentions(settings);
  const notes: FacturXNote[] = [
    { subjectCode: 'PMD', content: late.penalty },
    { subjectCode: 'PMT', content: late.recoveryFee },
    { subjectCode: 'AAB', content: settings.earlyPaymentDiscount },
  ];
  if (settings.cnapsNumber?.trim())
    notes.push({
      subjectCode: 'REG',
      content: `Autorisation d’exercice CNAPS n° ${settings.cnapsNumber.trim()}. ${settings.cnapsSentence}`,
    });
  if (vatOnDebits) notes.push({ subjectCode: 'TXD', content: 'Option pour le paiement de la TVA d’après les débits.' });
  return notes;
}

/**
 * The EN 16931 model of a validated invoice or credit note: its lines, discount and totals computed as the document
 * shows them, the agency as seller (SIREN, VAT number, IBAN from the settings), the customer as buyer, the legal
 * notes. The seller's SIREN must be set (validation refuses the invoice before).
 */
export function toFacturXInvoice(
  doc: ValidatedDocument,
  agency: BillingAgency,
  settings: CommercialDocsSettings & { siren: string },
  customer: BillingCustomer,
): FacturXInvoice {
  const totals = computeDocumentTotals(doc.lines, doc.discount, { exemptionReason: settings.vatExemptionReason });
  const delivery = deliveryOf(doc, customer);
  const siren = compactIdentifier(settings.siren);
  const iban = settings.iban ? compactIdentifier(settings.iban) : undefined;
  const sellerName = settings.legalName?.trim() || agency.name;
  return {
    typeCode: doc.type === 'creditNote' ? '381' : '380',
    number: doc.number,
    issueDate: doc.date,
    currency: 'EUR',
    businessProcess: businessProcessOf(doc.lines.map((line) => line.kind)),
    seller: {
      name: sellerName,
      ...(sellerName !== agency.name ? { tradingName: agency.name } : {}),
      siren,
      ...(settings.siret?.trim() ? { siret: compactIdentifier(settings.siret) } : {}),
      ...(settings.vatNumber?.trim() ? { vatId: compactIdentifier(settings.vatNumber) } : {}),
      address: address(agency.address),
      ...(agency.email || agency.phone
        ? {
            contact: {
              ...(agency.email ? { email: agency.email } : {}),
              ...(agency.phone ? { phone: agency.phone } : {}),
            },
          }
        : {}),
      electronicAddress: { scheme: '0225', id: siren },
    },
    buyer: buyerOf(customer),
    ...(delivery ? { delivery } : {}),
    ...(doc.period ? { billingPeriod: doc.period } : {}),
    paymentTerms: settings.bankDetails,
    ...(doc.type === 'invoice' && doc.dueDate && doc.dueDate >= doc.date ? { dueDate: doc.dueDate } : {}),
    paymentReference: doc.number,
    ...(iban
      ? {
          paymentMeans: {
            code: '58' as const,
            iban,
            ...(settings.bic ? { bic: compactIdentifier(settings.bic) } : {}),
            accountName: sellerName,
          },
        }
      : {}),
    ...(doc.preceding ? { precedingInvoice: { number: doc.preceding.number, issueDate: doc.preceding.date } } : {}),
    notes: legalNotes(settings, doc.vatOnDebits),
    lines: doc.lines.map((line, index) => ({
      id: String(index + 1),
      name: line.label,
      ...(line.description?.trim() ? { description: line.description.trim() } : {}),
      quantity: line.quantity,
      unitCode: unitCodeOf(line.unitCode),
      unitPriceCents: line.unitPriceCents,
      netAmountCents: lineNetAmountCents(line.quantity, line.unitPriceCents),
      vat: vatOfRate(line.vatRateBp, line.vatExemptionCode),
    })),
    allowances: totals.allowances,
    vatBreakdown: totals.vatBreakdown,
    totals: totals.totals,
  };
}
