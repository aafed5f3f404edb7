import { describe, expect, it } from 'vitest';
import { checkFrenchRules } from './check-french-rules.ts';
import {
  exampleCreditNote,
  exampleExemptInvoice,
  exampleMultiRateInvoice,
  exampleReverseChargeInvoice,
} from './facturx-examples.ts';
import type { FacturXInvoice } from './facturx-invoice.ts';

/** A deep copy to break (the domain has no structuredClone in its types). */
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const issues = (invoice: FacturXInvoice) => checkFrenchRules(invoice).map((i) => `${i.path}: ${i.message}`);

describe('checkFrenchRules (BR-FR)', () => {
  it('accepts the examples, which carry the cadre de facturation and both electronic addresses', () => {
    for (const invoice of [
      exampleMultiRateInvoice,
      exampleCreditNote,
      exampleExemptInvoice,
      exampleReverseChargeInvoice,
    ])
      expect(checkFrenchRules(invoice)).toEqual([]);
  });

  it('asks for the cadre de facturation and the electronic addresses', () => {
    const invoice = clone(exampleMultiRateInvoice);
    delete invoice.businessProcess;
    delete invoice.buyer.electronicAddress;
    invoice.seller.electronicAddress = { scheme: '0225', id: '832 145 676' };
    expect(issues(invoice)).toEqual([
      'businessProcess: Cadre de facturation obligatoire pour la facturation électronique (S1 pour une prestation)',
      'seller.electronicAddress.id: Adresse de l’annuaire invalide (lettres, chiffres et + - _ . seulement)',
      'buyer.electronicAddress: Adresse de facturation électronique obligatoire',
    ]);
  });

  it('refuses numbers the platforms refuse, a SIRET of another SIREN, a missing legal note and foreign rates', () => {
    const invoice = clone(exampleMultiRateInvoice);
    invoice.number = 'FA 2026 42';
    invoice.seller.siret = '51234987910000';
    invoice.notes = invoice.notes.filter((note) => note.subjectCode !== 'PMT');
    invoice.lines[0]!.vat.rateBp = 1900;
    expect(issues(invoice)).toEqual([
      'number: Numéro de facture : 35 caractères au plus, lettres, chiffres et + - _ / seulement, sans espace',
      'seller.siret: Le SIRET doit commencer par le SIREN',
      'notes: La mention de l’indemnité forfaitaire de recouvrement de 40 € (note PMT) est obligatoire',
      'lines: Taux de TVA non admis en France',
    ]);
  });

  it('wants an already-paid invoice to be paid in full', () => {
    const invoice = clone(exampleMultiRateInvoice);
    invoice.businessProcess = 'S2';
    expect(issues(invoice)).toEqual([
      'totals.prepaidCents: Une facture déjà payée doit avoir un montant payé égal au total TTC',
    ]);
  });
});
