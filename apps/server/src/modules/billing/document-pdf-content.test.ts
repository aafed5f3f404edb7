import { sampleAgency, sampleCustomer, sampleSettings } from '@securite/domain/billing/billing-examples';
import { describe, expect, it } from 'vitest';
import { pdfPagesText } from '../../testing/pdf-pages-text.ts';
import { documentPdfContent } from './document-pdf-content.ts';
import { sampleDocument as invoice } from './document-pdf-fixture.ts';
import { drawDocument } from './render-document-pdf.ts';

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

  it('repeats the header and the number on every page of a long invoice, with no blank page', async () => {
    const many = {
      ...invoice,
      lines: Array.from({ length: 80 }, (_, i) => ({ ...invoice.lines[0]!, id: String(i), label: `Ligne ${i}` })),
    };
    const parties = { agency: sampleAgency, settings: sampleSettings, customer: sampleCustomer };
    const pages = pdfPagesText(await drawDocument(many, parties, null));
    expect(pages.length).toBe(4);
    pages.forEach((page, index) => {
      const text = page.join('\n');
      expect(text).toContain(`Page ${index + 1}/4`);
      expect(text).toContain('Facture F-2026-0007');
      expect(text).toContain('Désignation');
      if (index > 0) expect(page.slice(0, 2)).toEqual(['Sécurité Démo SAS', 'Facture F-2026-0007 (suite)']);
      // Every page carries lines or totals: none is blank but for its header and footer.
      expect(page.some((run) => /^Ligne \d+$/.test(run) || run === 'Total TTC')).toBe(true);
    });
    const all = pages.flat();
    expect(all.filter((run) => /^Ligne \d+$/.test(run))).toHaveLength(80);
    expect(all).toContain('Total TVA');
    expect(pages[3]!.join('\n')).toContain('Total TTC');

    const short = pdfPagesText(await drawDocument(invoice, parties, null));
    expect(short).toHaveLength(1);
    expect(short[0]!.join('\n')).toContain('Page 1/1');
    expect(short[0]!.join('\n')).toContain('Période facturée : du 01/11/2026 au 30/11/2026');
  });
});
