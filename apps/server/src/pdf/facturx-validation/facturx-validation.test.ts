// The generated XML against the official artefacts: the Factur-X 1.0.9 EN 16931 XSD, the CEN EN 16931 CII
// schematron (validation artefacts 1.3.16) and the French BR-FR rules (FNFE-MPE, XP Z12-012 1.4). This is what makes
// « valid Factur-X » true, so it also proves that each validator does refuse a broken invoice.
import { buildFacturXXml } from '@securite/domain/billing/facturx/build-xml';
import { arbFacturXInvoice } from '@securite/domain/billing/facturx/facturx-arbitraries';
import {
  exampleCreditNote,
  exampleExemptInvoice,
  exampleMultiRateInvoice,
  exampleReverseChargeInvoice,
} from '@securite/domain/billing/facturx/facturx-examples';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateEn16931Schematron, validateFacturXXsd, validateFrenchRules } from './validators.ts';

const examples = {
  'an invoice with three VAT rates and discounts': exampleMultiRateInvoice,
  'a credit note naming the invoice it cancels': exampleCreditNote,
  'an invoice with an exempt line and a prepaid amount': exampleExemptInvoice,
  'a reverse-charge invoice to a Belgian customer': exampleReverseChargeInvoice,
};

describe('Factur-X XML against the official XSD and EN 16931 schematron', () => {
  it('passes the XSD for every example', async () => {
    expect(await validateFacturXXsd(...Object.values(examples).map(buildFacturXXml))).toEqual({
      valid: true,
      errors: [],
    });
  });

  for (const [name, invoice] of Object.entries(examples)) {
    it(`passes the EN 16931 and French schematrons for ${name}, without even a warning`, async () => {
      const xml = buildFacturXXml(invoice);
      expect(await validateEn16931Schematron(xml)).toEqual({ fatal: [], warnings: [] });
      expect(await validateFrenchRules(xml)).toEqual({ fatal: [], warnings: [] });
    });
  }

  it('refuses, by the French rules, an invoice without the cadre de facturation or the 40 € fee (BR-FR-08, BR-FR-05)', async () => {
    const xml = buildFacturXXml({
      ...exampleMultiRateInvoice,
      businessProcess: undefined,
      notes: exampleMultiRateInvoice.notes.filter((note) => note.subjectCode !== 'PMT'),
    });
    expect((await validateEn16931Schematron(xml)).fatal).toEqual([]);
    const { fatal } = await validateFrenchRules(xml);
    expect(fatal.map((failure) => failure.id).sort()).toEqual(['BR-FR-05_BT-22_PMT', 'BR-FR-08_BT-23']);
  });

  it('refuses an invoice whose line amounts no longer add up (BR-CO-10)', async () => {
    const xml = buildFacturXXml(exampleMultiRateInvoice).replace(
      '<ram:LineTotalAmount>3564.17</ram:LineTotalAmount>',
      '<ram:LineTotalAmount>3564.18</ram:LineTotalAmount>',
    );
    expect((await validateFacturXXsd(xml)).valid).toBe(true);
    const { fatal } = await validateEn16931Schematron(xml);
    expect(fatal.map((failure) => failure.id)).toContain('BR-CO-10');
  });

  it('refuses a seller without VAT number on a standard-rated invoice (BR-S-02)', async () => {
    const xml = buildFacturXXml(exampleMultiRateInvoice).replace(
      /<ram:SpecifiedTaxRegistration>\s*<ram:ID schemeID="VA">FR32832145676<\/ram:ID>\s*<\/ram:SpecifiedTaxRegistration>/,
      '',
    );
    const { fatal } = await validateEn16931Schematron(xml);
    expect(fatal.map((failure) => failure.id)).toContain('BR-S-02');
    expect(fatal.find((failure) => failure.id === 'BR-S-02')!.text).toMatch(/Seller VAT Identifier \(BT-31\)/);
  });

  it('refuses elements out of the profile or out of order (XSD)', async () => {
    const xml = buildFacturXXml(exampleCreditNote);
    const unknown = xml.replace(
      '<ram:TypeCode>381</ram:TypeCode>',
      '<ram:TypeCode>381</ram:TypeCode><ram:Foo>1</ram:Foo>',
    );
    const result = await validateFacturXXsd(unknown);
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toMatch(/Foo/);
    const swapped = xml.replace(/(<ram:ID>AV-2026-00007<\/ram:ID>)(\s*)(<ram:TypeCode>381<\/ram:TypeCode>)/, '$3$2$1');
    expect((await validateFacturXXsd(swapped)).valid).toBe(false);
  });

  it('passes all three for random invoices and credit notes (lines, rates, discounts, prepaid amounts)', async () => {
    const invoices = fc.sample(arbFacturXInvoice, { numRuns: 8, seed: 20_261_126 });
    const xmls = invoices.map(buildFacturXXml);
    expect(await validateFacturXXsd(...xmls)).toEqual({ valid: true, errors: [] });
    for (const [index, xml] of xmls.entries()) {
      expect((await validateEn16931Schematron(xml)).fatal, invoices[index]!.number).toEqual([]);
      expect((await validateFrenchRules(xml)).fatal, invoices[index]!.number).toEqual([]);
    }
  });
});
