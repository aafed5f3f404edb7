import { addressLines, type BillingAgency, type BillingCustomer } from '@securite/domain/billing/billing-parties';
import { type CommercialDocsSettings, latePaymentMentions } from '@securite/domain/billing/commercial-docs-settings';
import { documentTypeLabels, lineKindLabels } from '@securite/domain/billing/document-types';
import type { CommercialDocument } from '@securite/domain/billing/schemas';
import { vatExemptionOf } from '@securite/domain/billing/vat-rules';
import { frenchEuros } from '@securite/domain/money/amounts';

/** Everything a document's PDF prints, as text: the drawing only lays it out. */
export interface DocumentPdfContent {
  title: string;
  draft: boolean;
  seller: { name: string; lines: string[] };
  buyer: { name: string; lines: string[] };
  facts: string[];
  subject: string | null;
  rows: {
    label: string;
    description: string | null;
    quantity: string;
    unitPrice: string;
    vat: string;
    total: string;
  }[];
  totals: { label: string; value: string; strong?: boolean }[];
  mentions: string[];
  header: string | null;
  footer: string[];
}

const day = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');
const rate = (bp: number) => `${(bp / 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 })} %`;
const quantity = (q: number) => q.toLocaleString('fr-FR', { maximumFractionDigits: 3 });

function natureOf(doc: CommercialDocument): string {
  const kinds = new Set(doc.lines.map((line) => line.kind));
  if (kinds.size > 1) return 'Prestations de services et livraison de biens';
  return lineKindLabels[doc.lines[0]?.kind ?? 'service'];
}

/** The reason of each 0 % line (its exemption code's), once; a line saved before codes takes the settings' text. */
function exemptionMentions(doc: CommercialDocument, settings: CommercialDocsSettings): string[] {
  const reasons = doc.lines
    .filter((line) => line.vatRateBp === 0)
    .map((line) => vatExemptionOf(line.vatExemptionCode)?.reason ?? settings.vatExemptionReason);
  return [...new Set(reasons)];
}

/**
 * The texts of a quote, purchase order, invoice or credit note, with every mention French law asks of an invoice
 * (Code de commerce L441-9 and L441-10, D441-5; CGI art. 242 nonies A; décret 2022-1299; Code de la sécurité
 * intérieure L612-15): identities and SIREN of both parties, VAT numbers, delivery address, nature, VAT per rate,
 * due date, penalties and the 40 € fee, the CNAPS authorisation and its statutory sentence, bank details.
 */
export function documentPdfContent(
  doc: CommercialDocument,
  agency: BillingAgency,
  settings: CommercialDocsSettings,
  customer: BillingCustomer,
): DocumentPdfContent {
  const accounting = doc.type === 'invoice' || doc.type === 'creditNote';
  const sellerName = settings.legalName?.trim() || agency.name;
  const title = `${documentTypeLabels[doc.type]}${doc.number ? ` ${doc.number}` : ''}`;
  const sellerIds = [
    settings.siren ? `SIREN ${settings.siren}` : null,
    settings.siret ? `SIRET ${settings.siret}` : null,
    settings.vatNumber ? `N° TVA intracommunautaire ${settings.vatNumber}` : null,
  ].filter((v): v is string => v !== null);
  const buyerIds = [
    customer.siren ? `SIREN ${customer.siren}` : null,
    customer.vatNumber ? `N° TVA intracommunautaire ${customer.vatNumber}` : null,
  ].filter((v): v is string => v !== null);
  const facts = [
    `Date : ${day(doc.date)}`,
    ...(doc.type === 'invoice' && doc.dueDate ? [`Échéance : ${day(doc.dueDate)}`] : []),
    ...(doc.source && doc.type === 'creditNote' ? [`Avoir sur la facture ${doc.source.number ?? ''}`] : []),
    ...(doc.source && doc.type === 'invoice' ? [`Selon devis ${doc.source.number ?? ''}`] : []),
    ...(doc.periodStart && doc.periodEnd
      ? [
          doc.periodStart === doc.periodEnd
            ? `Date de la prestation : ${day(doc.periodStart)}`
            : `Période facturée : du ${day(doc.periodStart)} au ${day(doc.periodEnd)}`,
        ]
      : []),
    `Nature : ${natureOf(doc)}`,
    ...(doc.deliveryAddress || customer.deliveryAddress
      ? [`Adresse de livraison : ${doc.deliveryAddress || customer.deliveryAddress}`]
      : []),
    ...(doc.agent ? [`Collaborateur : ${doc.agent.fullname}`] : []),
  ];
  const totals: DocumentPdfContent['totals'] = [];
  const linesTotal = doc.lines.reduce((sum, line) => sum + line.totalCents, 0);
  if (doc.discountCents > 0) {
    totals.push({ label: 'Total HT avant remise', value: frenchEuros(linesTotal) });
    const label = doc.discount?.kind === 'percent' ? `Remise ${rate(doc.discount.percentBp)}` : 'Remise';
    totals.push({ label, value: `− ${frenchEuros(doc.discountCents)}` });
  }
  totals.push({ label: 'Total HT', value: frenchEuros(doc.totalExclTaxCents) });
  for (const row of doc.vat)
    totals.push({
      label: `${settings.vatLabel} ${rate(row.rateBp)}${row.category === 'AE' ? ' (autoliquidation)' : row.rateBp === 0 ? ' (exonération)' : ''} sur ${frenchEuros(row.basisCents)}`,
      value: frenchEuros(row.taxCents),
    });
  totals.push({ label: `Total ${settings.vatLabel}`, value: frenchEuros(doc.totalTaxCents) });
  totals.push({ label: 'Total TTC', value: frenchEuros(doc.totalCents), strong: true });
  if (doc.type === 'invoice' && doc.paidCents + doc.creditedCents > 0) {
    if (doc.paidCents > 0) totals.push({ label: 'Déjà réglé', value: frenchEuros(doc.paidCents) });
    if (doc.creditedCents > 0) totals.push({ label: 'Avoirs', value: frenchEuros(doc.creditedCents) });
    totals.push({ label: 'Reste à payer', value: frenchEuros(doc.leftToPayCents), strong: true });
  }
  const late = latePaymentMentions(settings);
  const mentions = [
    ...exemptionMentions(doc, settings),
    ...(doc.vatOnDebits ? ['Option pour le paiement de la TVA d’après les débits.'] : []),
    ...(accounting || doc.type === 'quote'
      ? [
          settings.bankDetails,
          ...(settings.iban ? [`IBAN ${settings.iban}${settings.bic ? ` · BIC ${settings.bic}` : ''}`] : []),
        ]
      : []),
    ...(accounting
      ? [
          late.penalty,
          late.recoveryFee,
          settings.earlyPaymentDiscount,
          ...(settings.latePaymentMessage ? [settings.latePaymentMessage] : []),
        ]
      : []),
    ...(settings.cnapsNumber
      ? [`Autorisation d’exercice CNAPS n° ${settings.cnapsNumber}. ${settings.cnapsSentence}`]
      : []),
  ];
  const header = (doc.type === 'quote' ? settings.estimateHeader : settings.invoiceHeader) ?? null;
  const customFooter = doc.type === 'quote' ? settings.estimateFooter : settings.invoiceFooter;
  return {
    title,
    draft: doc.status === 'draft',
    seller: {
      name: sellerName,
      lines: [
        ...addressLines(agency.address),
        ...[agency.phone, agency.email].filter((v): v is string => !!v),
        ...sellerIds,
      ],
    },
    buyer: { name: customer.name, lines: [...addressLines(customer.address), ...buyerIds] },
    facts,
    subject: doc.subject,
    rows: doc.lines.map((line) => ({
      label: line.label,
      description: line.description ?? null,
      quantity: quantity(line.quantity),
      unitPrice: frenchEuros(line.unitPriceCents),
      vat: rate(line.vatRateBp),
      total: frenchEuros(line.totalCents),
    })),
    totals,
    mentions,
    header,
    footer: [
      customFooter,
      [sellerName, settings.legalMentions, sellerIds.join(' · ')].filter(Boolean).join(' — '),
    ].filter((v): v is string => !!v?.trim()),
  };
}
