// The lifecycle messages of XP Z12-012 (UN/CEFACT CDAR, CrossDomainAcknowledgementAndResponse): the one the product
// sends (status 212 « Encaissée » with the amount received, the payment data of VAT on receipts) and the reading of
// those the platform sends back (a status of one of the agency's invoices, with its reason).
import { el, optional, renderXmlDocument } from '../billing/facturx/xml.ts';
import { codeOfStatus, type LifecycleStatus, lifecycleCodes } from './lifecycle.ts';

const NS = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

const dateTime102 = (isoDay: string) => el('udt:DateTimeString', isoDay.replaceAll('-', ''), { format: '102' });
const amount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

export interface PaymentStatusMessage {
  /** The message's own id (the flow's tracking id). */
  id: string;
  issuedOn: string;
  sellerSiren: string;
  buyerSiren: string | null;
  invoiceNumber: string;
  invoiceDate: string;
  /** The day the money was received (or given back). */
  paidOn: string;
  /** Received: positive; taken back (refund, credit note on a paid invoice): negative. */
  amountCents: number;
}

/** The CDAR of status 212 « Encaissée » an issuer sends for the payment data of an invoice under VAT on receipts. */
export function buildPaymentStatusCdar(message: PaymentStatusMessage): string {
  const party = (name: string, siren: string | null, role: string) =>
    el(name, [siren ? el('ram:GlobalID', siren, { schemeID: '0002' }) : null, el('ram:RoleCode', role)]);
  return renderXmlDocument(
    el(
      'rsm:CrossDomainAcknowledgementAndResponse',
      [
        el('rsm:ExchangedDocumentContext', [
          el('ram:BusinessProcessSpecifiedDocumentContextParameter', [el('ram:ID', 'REGULATED')]),
          el('ram:GuidelineSpecifiedDocumentContextParameter', [el('ram:ID', 'urn.cpro.gouv.fr:1p0:CDV:invoice')]),
        ]),
        el('rsm:ExchangedDocument', [
          el('ram:ID', message.id),
          el('ram:Name', 'Statut 212 Encaissée'),
          el('ram:IssueDateTime', [dateTime102(message.issuedOn)]),
          party('ram:SenderTradeParty', message.sellerSiren, 'SE'),
          party('ram:RecipientTradeParty', message.buyerSiren, 'BY'),
        ]),
        el('rsm:AcknowledgementDocument', [
          el('ram:MultipleReferencesIndicator', [el('udt:Indicator', 'false')]),
          el('ram:TypeCode', '23'),
          el('ram:IssueDateTime', [dateTime102(message.issuedOn)]),
          el('ram:ReferenceReferencedDocument', [
            el('ram:IssuerAssignedID', message.invoiceNumber),
            el('ram:StatusCode', '10'),
            el('ram:TypeCode', '380'),
            el('ram:ProcessConditionCode', codeOfStatus('cashed') ?? '212'),
            el('ram:FormattedIssueDateTime', [
              el('qdt:DateTimeString', message.invoiceDate.replaceAll('-', ''), {
                format: '102',
                'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
              }),
            ]),
            party('ram:IssuerTradeParty', message.sellerSiren, 'SE'),
            el('ram:SpecifiedDocumentStatus', [
              el('ram:ProcessConditionCode', '212'),
              el('ram:SpecifiedDocumentCharacteristic', [
                el('ram:TypeCode', 'MEN'),
                el('ram:ValueAmount', amount(message.amountCents)),
                el('ram:ValueDateTime', [dateTime102(message.paidOn)]),
              ]),
            ]),
          ]),
        ]),
      ],
      NS,
    ),
  );
}

export interface LifecycleStatusRead {
  invoiceNumber: string;
  code: string;
  status: LifecycleStatus;
  reason: string | null;
}

const tag = (name: string) => new RegExp(`<(?:[\\w.-]+:)?${name}\\b[^>]*>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}>`, 'g');
const textOf = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#13;/g, '\r')
    .replace(/&amp;/g, '&')
    .trim();
const first = (xml: string, name: string) => {
  const match = tag(name).exec(xml);
  return match ? textOf(match[1]!.replace(/<[^>]+>/g, '')) : null;
};

/**
 * The statuses a lifecycle CDAR carries: one per referenced document, with the reason (ReasonCode, Reason) when the
 * platform gives one. Codes the product does not know are left out.
 */
export function readLifecycleCdar(xml: string): LifecycleStatusRead[] {
  const out: LifecycleStatusRead[] = [];
  for (const match of xml.matchAll(tag('ReferenceReferencedDocument'))) {
    const block = match[1]!;
    const invoiceNumber = first(block, 'IssuerAssignedID');
    const code = first(block, 'ProcessConditionCode');
    const status = code ? lifecycleCodes[code] : undefined;
    if (!invoiceNumber || !code || !status) continue;
    const reasonText = first(block, 'Reason');
    const reasonCode = first(block, 'ReasonCode');
    const reason = reasonText || reasonCode ? [reasonCode, reasonText].filter(Boolean).join(' — ') : null;
    out.push({ invoiceNumber, code, status, reason });
  }
  return out;
}

/** A lifecycle CDAR as a platform sends it (the tests' platform double writes them with this). */
export function buildLifecycleCdar(input: {
  id: string;
  issuedOn: string;
  invoiceNumber: string;
  code: string;
  reasonCode?: string;
  reason?: string;
}): string {
  return renderXmlDocument(
    el(
      'rsm:CrossDomainAcknowledgementAndResponse',
      [
        el('rsm:ExchangedDocument', [el('ram:ID', input.id), el('ram:IssueDateTime', [dateTime102(input.issuedOn)])]),
        el('rsm:AcknowledgementDocument', [
          el('ram:TypeCode', '23'),
          el('ram:ReferenceReferencedDocument', [
            el('ram:IssuerAssignedID', input.invoiceNumber),
            el('ram:ProcessConditionCode', input.code),
            input.reason || input.reasonCode
              ? el('ram:SpecifiedDocumentStatus', [
                  optional('ram:ReasonCode', input.reasonCode),
                  optional('ram:Reason', input.reason),
                ])
              : null,
          ]),
        ]),
      ],
      NS,
    ),
  );
}
