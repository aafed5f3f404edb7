// The generated UBL 2.1 against the official artefacts: the OASIS UBL 2.1 XSD (Invoice and CreditNote), the CEN
// EN 16931 UBL schematron (validation artefacts 1.3.16) and the French BR-FR rules of the UBL syntax (FNFE-MPE,
// XP Z12-012 1.4). The same examples and random invoices as the CII's tests (facturx-validation.test.ts); each
// validator is also shown to refuse a broken document.
import { sampleAgency, sampleCustomer, sampleInvoice, sampleSettings } from '@securite/domain/billing/billing-examples';
import { arbFacturXInvoice } from '@securite/domain/billing/facturx/facturx-arbitraries';
import {
  exampleCreditNote,
  exampleExemptInvoice,
  exampleMultiRateInvoice,
  exampleReverseChargeInvoice,
} from '@securite/domain/billing/facturx/facturx-examples';
import type { FacturXInvoice } from '@securite/domain/billing/facturx/facturx-invoice';
import { toFacturXInvoice } from '@securite/domain/billing/to-facturx';
import { buildUbl, ublDocumentKind } from '@securite/domain/billing/ubl/build-ubl';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateEn16931UblSchematron, validateFrenchUblRules, validateUblXsd } from './validators.ts';

// The product's own documents, as validating them builds the model (billing/to-facturx.ts).
const productInvoice = toFacturXInvoice(sampleInvoice, sampleAgency, sampleSettings, sampleCustomer);
const productCreditNote = toFacturXInvoice(
  {
    ...sampleInvoice,
    type: 'creditNote',
    number: 'A-2026-0001',
    preceding: { number: 'F-2026-0001', date: '2026-11-26' },
  },
  sampleAgency,
  sampleSettings,
  { ...sampleCustomer, siren: null, vatNumber: null },
);

const invoices = {
  'an invoice with three VAT rates and discounts': exampleMultiRateInvoice,
  'an invoice of the product (billing sample) from an agency without IBAN': toFacturXInvoice(
    sampleInvoice,
    sampleAgency,
    { ...sampleSettings, iban: '' },
    sampleCustomer,
  ),
  'an invoice of the product (billing sample)': productInvoice,
  'an invoice with an exempt line and a prepaid amount': exampleExemptInvoice,
  'a reverse-charge invoice to a Belgian customer': exampleReverseChargeInvoice,
};
const creditNotes = {
  'a credit note naming the invoice it cancels': exampleCreditNote,
  'a credit note of the product to a customer without SIREN': productCreditNote,
  'a credit note with a due date': { ...exampleCreditNote, number: 'AV-2026-00008', dueDate: '2026-12-05' },
};

const ids = (failures: { id: string }[]) => failures.map((failure) => failure.id).sort();

describe('UBL 2.1 against the official XSD, the EN 16931 UBL schematron and the French rules', () => {
  it('passes the UBL 2.1 XSD for every example: Invoice and CreditNote', async () => {
    expect(await validateUblXsd('Invoice', ...Object.values(invoices).map(buildUbl))).toEqual({
      valid: true,
      errors: [],
    });
    expect(await validateUblXsd('CreditNote', ...Object.values(creditNotes).map(buildUbl))).toEqual({
      valid: true,
      errors: [],
    });
  });

  for (const [name, invoice] of Object.entries({ ...invoices, ...creditNotes })) {
    it(`passes the EN 16931 and French UBL schematrons for ${name}, without even a warning`, async () => {
      const xml = buildUbl(invoice);
      expect(await validateEn16931UblSchematron(xml)).toEqual({ fatal: [], warnings: [] });
      expect(await validateFrenchUblRules(xml)).toEqual({ fatal: [], warnings: [] });
    });
  }

  it('refuses, by the French rules, an invoice without the cadre de facturation or the 40 € fee (BR-FR-08, BR-FR-05)', async () => {
    const xml = buildUbl({
      ...exampleMultiRateInvoice,
      businessProcess: undefined,
      notes: exampleMultiRateInvoice.notes.filter((note) => note.subjectCode !== 'PMT'),
    });
    expect((await validateEn16931UblSchematron(xml)).fatal).toEqual([]);
    expect(ids((await validateFrenchUblRules(xml)).fatal)).toEqual(['BR-FR-05_BT-22-1', 'BR-FR-08_BT-23']);
  });

  it('refuses, by the French rules, a credit note that does not name the invoice it cancels (BR-FR-CO-05)', async () => {
    const xml = buildUbl(exampleCreditNote).replace(/<cac:BillingReference>[\s\S]*?<\/cac:BillingReference>/, '');
    expect((await validateUblXsd('CreditNote', xml)).valid).toBe(true);
    expect(ids((await validateFrenchUblRules(xml)).fatal)).toEqual(['BR-FR-CO-05_BT-3']);
  });

  it('refuses an invoice whose line amounts no longer add up (BR-CO-10)', async () => {
    const xml = buildUbl(exampleMultiRateInvoice).replace(
      '<cbc:LineExtensionAmount currencyID="EUR">3564.17</cbc:LineExtensionAmount>',
      '<cbc:LineExtensionAmount currencyID="EUR">3564.18</cbc:LineExtensionAmount>',
    );
    expect((await validateUblXsd('Invoice', xml)).valid).toBe(true);
    expect(ids((await validateEn16931UblSchematron(xml)).fatal)).toEqual(['BR-CO-10']);
  });

  it('refuses a seller without VAT number on a standard-rated invoice (BR-S-02)', async () => {
    const xml = buildUbl(exampleMultiRateInvoice).replace(
      /<cac:PartyTaxScheme>\s*<cbc:CompanyID>FR32832145676<\/cbc:CompanyID>[\s\S]*?<\/cac:PartyTaxScheme>/,
      '',
    );
    const { fatal } = await validateEn16931UblSchematron(xml);
    expect(ids(fatal)).toContain('BR-S-02');
    expect(fatal.find((failure) => failure.id === 'BR-S-02')!.text).toMatch(/Seller VAT Identifier \(BT-31\)/);
  });

  it('refuses elements out of order, an amount without currency and a credit note read as an invoice (XSD)', async () => {
    const invoice = buildUbl(exampleMultiRateInvoice);
    const swapped = invoice.replace(
      /(<cbc:ID>FA-2026-00042<\/cbc:ID>)(\s*)(<cbc:IssueDate>2026-10-31<\/cbc:IssueDate>)/,
      '$3$2$1',
    );
    const outOfOrder = await validateUblXsd('Invoice', swapped);
    expect(outOfOrder.valid).toBe(false);
    expect(outOfOrder.errors.join('\n')).toMatch(/IssueDate': This element is not expected/);
    const creditNote = buildUbl(exampleCreditNote);
    const noCurrency = await validateUblXsd('CreditNote', creditNote.replace(' currencyID="EUR"', ''));
    expect(noCurrency.errors.join('\n')).toMatch(/'currencyID' is required/);
    expect((await validateUblXsd('Invoice', creditNote)).valid).toBe(false);
  });

  it('passes all three, without a warning, for random invoices and credit notes (lines, rates, discounts, prepaid amounts)', async () => {
    // The CII test's samples, and credit notes besides so that both documents are always covered.
    const samples = [
      ...fc.sample(arbFacturXInvoice, { numRuns: 8, seed: 20_261_126 }),
      ...fc.sample(
        arbFacturXInvoice.filter((invoice) => invoice.typeCode === '381'),
        { numRuns: 3, seed: 20_261_207 },
      ),
    ];
    const byKind = (kind: 'Invoice' | 'CreditNote'): FacturXInvoice[] =>
      samples.filter((invoice) => ublDocumentKind(invoice) === kind);
    for (const kind of ['Invoice', 'CreditNote'] as const) {
      expect(byKind(kind).length).toBeGreaterThan(0);
      expect(await validateUblXsd(kind, ...byKind(kind).map(buildUbl))).toEqual({ valid: true, errors: [] });
    }
    for (const invoice of samples) {
      const xml = buildUbl(invoice);
      expect(await validateEn16931UblSchematron(xml), invoice.number).toEqual({ fatal: [], warnings: [] });
      expect(await validateFrenchUblRules(xml), invoice.number).toEqual({ fatal: [], warnings: [] });
    }
  });
});
