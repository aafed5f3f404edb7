import { describe, expect, it } from 'vitest';
import { checkFacturXInvoice } from './check-invoice.ts';
import {
  exampleCreditNote,
  exampleExemptInvoice,
  exampleMultiRateInvoice,
  exampleReverseChargeInvoice,
} from './facturx-examples.ts';
import type { FacturXInvoice } from './facturx-invoice.ts';

/** A deep copy to break (the domain has no structuredClone in its types). */
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const paths = (invoice: FacturXInvoice) => checkFacturXInvoice(invoice).map((issue) => issue.path);
const messageAt = (invoice: FacturXInvoice, path: string) =>
  checkFacturXInvoice(invoice).find((issue) => issue.path === path)?.message;

describe('checkFacturXInvoice', () => {
  it('accepts the example invoices and credit note', () => {
    for (const invoice of [
      exampleMultiRateInvoice,
      exampleCreditNote,
      exampleExemptInvoice,
      exampleReverseChargeInvoice,
    ])
      expect(checkFacturXInvoice(invoice)).toEqual([]);
  });

  it('refuses a line whose net amount is not quantity × price, saying the expected amount', () => {
    const invoice = clone(exampleMultiRateInvoice);
    invoice.lines[1]!.netAmountCents += 1;
    expect(messageAt(invoice, 'lines.1.netAmountCents')).toBe(
      'Montant HT de la ligne incohérent : 1\u202f422,90 € attendu',
    );
  });

  it('refuses totals and a VAT breakdown that do not follow from the lines', () => {
    const invoice = clone(exampleMultiRateInvoice);
    invoice.totals.taxTotalCents += 1;
    invoice.vatBreakdown[0]!.taxCents -= 1;
    expect(paths(invoice)).toEqual(['vatBreakdown.0.taxCents', 'totals.taxTotalCents']);
    invoice.vatBreakdown.pop();
    expect(paths(invoice)).toContain('vatBreakdown');
  });

  it('asks for an exemption reason on exempt rows and refuses one on standard-rated rows', () => {
    const exempt = clone(exampleExemptInvoice);
    delete exempt.vatBreakdown[1]!.exemptionReason;
    delete exempt.vatBreakdown[1]!.exemptionReasonCode;
    expect(messageAt(exempt, 'vatBreakdown.1.exemptionReason')).toBe(
      'Le motif d’exonération de TVA est obligatoire pour cette catégorie',
    );
    const standard = clone(exampleMultiRateInvoice);
    standard.vatBreakdown[0]!.exemptionReason = 'Exonéré';
    expect(paths(standard)).toEqual(['vatBreakdown.0.exemptionReason']);
  });

  it('checks VAT rates against their category', () => {
    const invoice = clone(exampleExemptInvoice);
    invoice.lines[1]!.vat.rateBp = 2000;
    invoice.lines[0]!.vat = { category: 'S', rateBp: 0 };
    expect(messageAt(invoice, 'lines.1.vat.rateBp')).toBe('Le taux de TVA doit être nul pour la catégorie E');
    expect(messageAt(invoice, 'lines.0.vat.rateBp')).toBe(
      'Le taux de TVA doit être positif pour la catégorie S (taux normal)',
    );
    invoice.lines[0]!.vat = { category: 'S', rateBp: 12_000 };
    expect(messageAt(invoice, 'lines.0.vat.rateBp')).toBe('Taux de TVA invalide (entre 0 et 99,99 %)');
  });

  it('requires the seller’s SIREN and VAT number with their keys, and the parties’ addresses', () => {
    const invoice = clone(exampleMultiRateInvoice);
    invoice.seller.siren = '832145677';
    delete invoice.seller.vatId;
    invoice.buyer.address.countryCode = 'France';
    invoice.buyer.name = '  ';
    expect(paths(invoice).sort()).toEqual(['buyer.address.countryCode', 'buyer.name', 'seller.siren', 'seller.vatId']);
  });

  it('requires the cancelled invoice on a credit note', () => {
    const invoice = clone(exampleCreditNote);
    delete invoice.precedingInvoice;
    expect(messageAt(invoice, 'precedingInvoice.number')).toBe(
      'Un avoir doit indiquer la facture qu’il annule ou corrige',
    );
  });

  it('requires a due date or terms when something is due, and an IBAN for a transfer', () => {
    const invoice = clone(exampleMultiRateInvoice);
    delete invoice.dueDate;
    delete invoice.paymentTerms;
    invoice.paymentMeans = { code: '58' };
    expect(paths(invoice)).toEqual(['dueDate', 'paymentMeans.iban']);
    invoice.paymentMeans = { code: '30', iban: 'FR7630004000031234567890144' };
    expect(messageAt(invoice, 'paymentMeans.iban')).toBe('IBAN invalide');
  });

  it('refuses dates that are not days and periods that end before they start', () => {
    const invoice = clone(exampleMultiRateInvoice);
    invoice.issueDate = '2026-02-30';
    invoice.billingPeriod = { start: '2026-10-31', end: '2026-10-01' };
    expect(paths(invoice)).toEqual(['issueDate', 'billingPeriod.end']);
  });

  it('keeps each French legal mention once', () => {
    const invoice = clone(exampleMultiRateInvoice);
    invoice.notes.push({ subjectCode: 'PMT', content: 'Indemnité de 40 €' });
    expect(messageAt(invoice, `notes.${invoice.notes.length - 1}.subjectCode`)).toBe(
      'La note de sujet PMT ne peut figurer qu’une fois',
    );
  });

  it('refuses an invoice without lines, duplicate line ids and unknown units', () => {
    const empty = clone(exampleMultiRateInvoice);
    empty.lines = [];
    expect(messageAt(empty, 'lines')).toBe('La facture doit comporter au moins une ligne');
    const duplicate = clone(exampleMultiRateInvoice);
    duplicate.lines[1]!.id = duplicate.lines[0]!.id;
    (duplicate.lines[2] as { unitCode: string }).unitCode = 'XXX';
    expect(paths(duplicate)).toEqual(['lines.1.id', 'lines.2.unitCode']);
  });
});
