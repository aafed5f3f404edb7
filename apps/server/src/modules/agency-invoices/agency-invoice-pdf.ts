import {
  agencyInvoiceStatusLabels,
  partialPaymentStatusLabels,
} from '@securite/domain/agency-invoices/agency-invoice-rules';
import type { AgencyInvoice } from '@securite/domain/agency-invoices/agency-invoice-schemas';
import { frenchEuros } from '@securite/domain/money/amounts';
import { settlementMethodLabels } from '@securite/domain/payments/payment-methods';
import { formatDay } from '@securite/domain/time/calendar-day';
import type { PaymentsConfig } from '../../config.ts';
import type { Address } from '../../db/schema/tenancy.ts';
import { slug } from '../../http/send-file.ts';
import { FACTURX_FONTS, type FacturXFont, facturXFontFile } from '../../pdf/facturx/facturx-fonts.ts';
import { type Pdf, renderPdf } from '../../pdf/render-pdf.ts';
import { textLine } from '../../pdf/text-fit.ts';

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;
const GREY = '#555555';
const COLUMNS = [
  { x: 0, width: 265, title: 'Désignation' },
  { x: 270, width: 50, title: 'Qté', align: 'right' as const },
  { x: 325, width: 90, title: 'PU HT', align: 'right' as const },
  { x: 420, width: 95, title: 'Total HT', align: 'right' as const },
];

/** The platform as the seller of its invoices. */
export const PLATFORM_SELLER = {
  name: 'Sécurité Plateforme SAS',
  lines: ['8 rue du Faubourg Poissonnière', '75010 Paris', 'SIREN 912 345 678 — TVA FR45912345678'],
};

export interface AgencyInvoicePdfInput {
  invoice: AgencyInvoice;
  agencyAddress: Address;
  bank: PaymentsConfig['bankTransfer'];
  /** A preview is not an invoice yet: marked as such, without number. */
  preview?: boolean;
}

function addressLines(address: Address): string[] {
  const city = [address.zipcode, address.city].filter(Boolean).join(' ');
  return [address.street, address.complement, city, address.country].filter((l): l is string => !!l);
}

function drawTable(doc: Pdf, invoice: AgencyInvoice, y: number): number {
  doc.rect(MARGIN, y - 3, WIDTH, 16).fill('#eeeeee');
  doc.font('Bold').fontSize(9).fillColor('black');
  for (const c of COLUMNS) textLine(doc, c.title, { x: MARGIN + c.x, y, width: c.width }, c.align);
  y += 18;
  doc.font('Regular').fontSize(9);
  for (const line of invoice.lines) {
    doc.text(line.label, MARGIN, y, { width: COLUMNS[0].width });
    const values = [String(line.quantity), frenchEuros(line.unitPriceCents), frenchEuros(line.totalCents)];
    values.forEach((value, i) => {
      const c = COLUMNS[i + 1]!;
      textLine(doc, value, { x: MARGIN + c.x, y, width: c.width }, c.align);
    });
    y = Math.max(doc.y, y + 12) + 4;
  }
  return y;
}

function drawTotals(doc: Pdf, invoice: AgencyInvoice, y: number): number {
  const rows: Array<[string, number, boolean]> = [
    ['Total HT', invoice.totalCents, false],
    ['TVA 20 %', invoice.vatCents, false],
    ['Total TTC', invoice.totalInclTaxCents, true],
  ];
  if (invoice.paidCents > 0) {
    rows.push(['Déjà réglé', invoice.paidCents, false], ['Reste à payer', invoice.balanceCents, true]);
  }
  for (const [label, cents, bold] of rows) {
    doc
      .font(bold ? 'Bold' : 'Regular')
      .fontSize(10)
      .fillColor('black');
    textLine(doc, label, { x: MARGIN + 300, y, width: 110 });
    textLine(doc, frenchEuros(cents), { x: MARGIN + 420, y, width: 95 }, 'right');
    y += 15;
  }
  return y;
}

/** Draws one platform invoice on A4. */
function drawAgencyInvoice(doc: Pdf, input: AgencyInvoicePdfInput): void {
  const { invoice } = input;
  doc.font('Bold').fontSize(11).text(PLATFORM_SELLER.name, MARGIN, MARGIN, { width: 250 });
  doc.font('Regular').fontSize(9).fillColor(GREY);
  for (const line of PLATFORM_SELLER.lines) doc.text(line, { width: 250 });
  const title = input.preview ? 'Aperçu de facture' : `Facture ${invoice.number}`;
  doc
    .font('Bold')
    .fontSize(16)
    .fillColor('black')
    .text(title, MARGIN + 270, MARGIN, { width: WIDTH - 270, align: 'right' });
  doc.font('Regular').fontSize(9);
  for (const fact of [
    `Date : ${formatDay(invoice.date)}`,
    `Échéance : ${formatDay(invoice.dueDate)}`,
    input.preview ? 'Sans valeur comptable' : `Statut : ${agencyInvoiceStatusLabels[invoice.status]}`,
  ])
    doc.text(fact, { width: WIDTH - 270, align: 'right' });
  let y = Math.max(doc.y, MARGIN + 60) + 16;
  doc
    .font('Bold')
    .fontSize(11)
    .text(invoice.agency.name, MARGIN + 270, y, { width: WIDTH - 270 });
  doc.font('Regular').fontSize(9).fillColor(GREY);
  for (const line of addressLines(input.agencyAddress)) doc.text(line, { width: WIDTH - 270 });
  y = doc.y + 20;
  doc.fillColor('black');
  y = drawTable(doc, invoice, y) + 8;
  y = drawTotals(doc, invoice, y) + 12;
  if (invoice.note) {
    doc.font('Regular').fontSize(9).text(invoice.note, MARGIN, y, { width: WIDTH });
    y = doc.y + 8;
  }
  if (invoice.partialPayments.length > 0) {
    doc.font('Bold').fontSize(10).text('Paiements', MARGIN, y);
    doc.font('Regular').fontSize(9);
    for (const p of invoice.partialPayments) {
      doc.text(
        `${formatDay(p.date)} — ${frenchEuros(p.amountCents)} — ${settlementMethodLabels[p.paymentMethod]} — ${partialPaymentStatusLabels[p.status]}${p.note ? ` — ${p.note}` : ''}`,
        { width: WIDTH },
      );
    }
    y = doc.y + 10;
  }
  doc.font('Regular').fontSize(8).fillColor(GREY);
  doc.text(
    `Règlement par carte bancaire depuis « Mes factures », ou par virement : ${input.bank.holder} — IBAN ${input.bank.iban} — BIC ${input.bank.bic}, en indiquant le numéro de la facture.`,
    MARGIN,
    y,
    { width: WIDTH },
  );
  doc.text(
    'En cas de retard de paiement, des pénalités au taux de refinancement de la BCE majoré de 10 points sont exigibles sans rappel (article L441-10 du Code de commerce), ainsi qu’une indemnité forfaitaire pour frais de recouvrement de 40 € (article D441-5).',
    { width: WIDTH },
  );
}

/** The PDF of a platform invoice (or of its preview). */
export function renderAgencyInvoicePdf(input: AgencyInvoicePdfInput): Promise<Buffer> {
  return renderPdf(
    {
      size: 'A4',
      margins: { top: 40, bottom: 20, left: 40, right: 40 },
      info: { Title: `Facture ${input.invoice.number}` },
    },
    (doc) => {
      for (const name of Object.keys(FACTURX_FONTS) as FacturXFont[]) doc.registerFont(name, facturXFontFile(name));
      doc.font('Regular');
      drawAgencyInvoice(doc, input);
    },
  );
}

/** « facture-pf-2026-00042.pdf ». */
export const agencyInvoiceFileName = (invoice: AgencyInvoice) =>
  `facture-${slug(invoice.number || 'apercu', 'apercu')}.pdf`;
