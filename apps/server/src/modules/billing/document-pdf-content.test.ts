import { sampleAgency, sampleCustomer, sampleSettings } from '@securite/domain/billing/billing-examples';
import type { CommercialDocument } from '@securite/domain/billing/schemas';
import { describe, expect, it } from 'vitest';
import { documentPdfContent } from './document-pdf-content.ts';
import { drawDocument } from './render-document-pdf.ts';

const invoice: CommercialDocument = {
  id: 'd1',
  type: 'invoice',
  number: 'F-2026-0007',
  status: 'validated',
  customer: { id: 'c1', name: sampleCustomer.name },
  agent: null,
  date: '2026-11-02',
  dueDate: '2026-12-02',
  subject: 'Gardiennage de novembre',
  notes: null,
  deliveryAddress: null,
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  vatOnDebits: true,
  discount: null,
  lines: [
    {
      id: 'l1',
      position: 0,
      label: 'Gardiennage',
      description: 'Nuits',
      kind: 'service',
      quantity: 10,
      unitCode: 'HUR',
      unitPriceCents: 2500,
      vatRateBp: 2000,
      totalCents: 25_000,
    },
    {
      id: 'l2',
      position: 1,
      label: 'Formation',
      description: null,
      kind: 'service',
      quantity: 1,
      unitCode: 'C62',
      unitPriceCents: 10_000,
      vatRateBp: 0,
      totalCents: 10_000,
    },
  ],
  vat: [
    { rateBp: 2000, basisCents: 25_000, taxCents: 5000 },
    { rateBp: 0, basisCents: 10_000, taxCents: 0 },
  ],
  discountCents: 0,
  totalExclTaxCents: 35_000,
  totalTaxCents: 5000,
  totalCents: 40_000,
  payments: [],
  paidCents: 10_000,
  creditedCents: 0,
  leftToPayCents: 30_000,
  isLateToPay: false,
  source: null,
  recipients: [],
  validatedAt: null,
  sentAt: null,
  refusedAt: null,
  paidAt: null,
  files: [],
  createdAt: '2026-11-02T10:00:00Z',
  updatedAt: '2026-11-02T10:00:00Z',
};

describe('the printed mentions of an invoice', () => {
  it('prints every mandatory French mention', () => {
    const content = documentPdfContent(invoice, sampleAgency, sampleSettings, sampleCustomer);
    const all = [
      content.title,
      ...content.seller.lines,
      ...content.buyer.lines,
      ...content.facts,
      ...content.mentions,
      ...content.footer,
      ...content.totals.map((t) => `${t.label} ${t.value}`),
    ].join('\n');
    expect(content.title).toBe('Facture F-2026-0007');
    for (const expected of [
      'SIREN 832145676',
      'N° TVA intracommunautaire FR32832145676',
      'SIREN 512349879',
      'N° TVA intracommunautaire FR65512349879',
      'Date : 02/11/2026',
      'Échéance : 02/12/2026',
      'Nature : Prestation de services',
      'Adresse de livraison : Entrepôt, 8 rue du Port, 92230 Gennevilliers',
      'TVA 20 % sur 250,00 €',
      'Total TTC',
      'Reste à payer',
      'Paiement par chèque ou par virement bancaire',
      'taux de refinancement de la BCE majoré de 10 points',
      'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 €',
      'Autorisation d’exercice CNAPS n° AUT-075-2118-03-15-20190123456',
      'ne confère aucun caractère officiel',
      'TVA non applicable, art. 293 B du CGI',
      'Option pour le paiement de la TVA d’après les débits.',
      '12 rue de la Paix',
      '5 avenue Foch',
    ])
      expect(all).toContain(expected);
  });

  it('draws a plain PDF of several pages without failing', async () => {
    const many = {
      ...invoice,
      status: 'draft' as const,
      number: null,
      lines: Array.from({ length: 80 }, (_, i) => ({ ...invoice.lines[0]!, id: String(i), label: `Ligne ${i}` })),
    };
    const pdf = await drawDocument(
      many,
      { agency: sampleAgency, settings: sampleSettings, customer: sampleCustomer },
      null,
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1);
  });
});
