import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildFacturXXml, FacturXInvalidError } from '../facturx/build-xml.ts';
import { arbFacturXInvoice } from '../facturx/facturx-arbitraries.ts';
import {
  exampleCreditNote,
  exampleExemptInvoice,
  exampleMultiRateInvoice,
  exampleReverseChargeInvoice,
} from '../facturx/facturx-examples.ts';
import { buildUbl, ublDocumentKind } from './build-ubl.ts';

/** A deep copy to break (the domain has no structuredClone in its types). */
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

// Namespaces removed and every element kept in an array, so paths read like the UBL without prefixes.
const parser = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  parseTagValue: false,
});
// biome-ignore lint/suspicious/noExplicitAny: a parsed XML tree is navigated by name.
type Tree = any;
const parseUbl = (xml: string, root: 'Invoice' | 'CreditNote' = 'Invoice'): Tree => parser.parse(xml)[root][0];
const text = (node: Tree): string => (typeof node === 'object' ? node['#text'] : node);

describe('buildUbl', () => {
  it('writes a well-formed UBL 2.1 Invoice of the EN 16931 CIUS, the same bytes every time', () => {
    const xml = buildUbl(exampleMultiRateInvoice);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(buildUbl(clone(exampleMultiRateInvoice))).toBe(xml);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<Invoice xmlns="urn:oasis:names:')).toBe(true);
    const doc = parseUbl(xml);
    expect(doc.CustomizationID[0]).toBe('urn:cen.eu:en16931:2017');
    expect(doc.ProfileID[0]).toBe('S1');
    expect(doc.InvoiceTypeCode[0]).toBe('380');
    expect(doc.IssueDate[0]).toBe('2026-10-31');
    expect(doc.DueDate[0]).toBe('2026-11-30');
    // The note's subject code (BT-21) before its text, between hashes, as the UBL binding and the French rules read it.
    expect(doc.Note.map((note: string) => note.slice(0, 5))).toEqual(['#PMD#', '#PMT#', '#AAB#', '#REG#']);
  });

  it('writes lines with quantity, unit, net price, VAT and amount', () => {
    const line = parseUbl(buildUbl(exampleMultiRateInvoice)).InvoiceLine[0];
    expect(line.InvoicedQuantity[0]).toEqual({ '#text': '151.6667', '@_unitCode': 'HUR' });
    expect(line.LineExtensionAmount[0]).toEqual({ '#text': '3564.17', '@_currencyID': 'EUR' });
    expect(text(line.Price[0].PriceAmount[0])).toBe('23.50');
    expect(line.Item[0].Name[0]).toBe('Gardiennage de site — agent SSIAP 1');
    expect(line.Item[0].ClassifiedTaxCategory[0].ID[0]).toBe('S');
    expect(line.Item[0].ClassifiedTaxCategory[0].Percent[0]).toBe('20.00');
    expect(line.InvoicePeriod[0]).toEqual({ StartDate: ['2026-10-01'], EndDate: ['2026-10-31'] });
    expect(parseUbl(buildUbl(exampleMultiRateInvoice)).InvoiceLine[3].Note[0]).toBe('Travaux de rénovation');
  });

  it('identifies the seller by SIREN (0002), SIRET (0009) and VAT number, and escapes text', () => {
    const xml = buildUbl(exampleMultiRateInvoice);
    const seller = parseUbl(xml).AccountingSupplierParty[0].Party[0];
    expect(seller.EndpointID[0]).toEqual({ '#text': '832145676', '@_schemeID': '0225' });
    expect(seller.PartyIdentification[0].ID[0]).toEqual({ '#text': '83214567610008', '@_schemeID': '0009' });
    expect(seller.PartyLegalEntity[0].CompanyID[0]).toEqual({ '#text': '832145676', '@_schemeID': '0002' });
    expect(seller.PartyLegalEntity[0].RegistrationName[0]).toBe('Sécurité Démo SAS');
    expect(seller.PartyName[0].Name[0]).toBe('Sécurité Démo');
    expect(seller.PartyTaxScheme[0].CompanyID[0]).toBe('FR32832145676');
    expect(xml).toContain('<cbc:RegistrationName>Client Démo &amp; Fils SARL</cbc:RegistrationName>');
    expect(xml).toContain('<cbc:StreetName>5 avenue des Champs &lt;Élysées&gt;</cbc:StreetName>');
  });

  it('writes discounts with their percentage, the totals and the IBAN without spaces', () => {
    const doc = parseUbl(buildUbl(exampleMultiRateInvoice));
    const [first] = doc.AllowanceCharge;
    expect(first.ChargeIndicator[0]).toBe('false');
    expect(first.MultiplierFactorNumeric[0]).toBe('5.00');
    expect(first.AllowanceChargeReasonCode[0]).toBe('95');
    const t = exampleMultiRateInvoice.totals;
    const sum = doc.LegalMonetaryTotal[0];
    expect(text(sum.AllowanceTotalAmount[0])).toBe((t.allowanceTotalCents / 100).toFixed(2));
    expect(doc.TaxTotal[0].TaxAmount[0]).toEqual({
      '#text': (t.taxTotalCents / 100).toFixed(2),
      '@_currencyID': 'EUR',
    });
    expect(text(sum.PayableAmount[0])).toBe((t.duePayableCents / 100).toFixed(2));
    const means = doc.PaymentMeans[0];
    expect(means.PaymentMeansCode[0]).toBe('58');
    expect(means.PaymentID[0]).toBe('FA-2026-00042');
    expect(means.PayeeFinancialAccount[0].ID[0]).toBe('FR7630004000031234567890143');
    expect(means.PayeeFinancialAccount[0].FinancialInstitutionBranch[0].ID[0]).toBe('BNPAFRPPXXX');
  });

  it('writes a credit note as a UBL CreditNote naming the invoice it cancels, its due date with the payment means', () => {
    expect(ublDocumentKind(exampleCreditNote)).toBe('CreditNote');
    const withDueDate = { ...exampleCreditNote, dueDate: '2026-12-05' };
    const xml = buildUbl(withDueDate);
    expect(xml).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    const doc = parseUbl(xml, 'CreditNote');
    expect(doc.CreditNoteTypeCode[0]).toBe('381');
    expect(doc.DueDate).toBeUndefined();
    expect(doc.PaymentMeans[0].PaymentDueDate[0]).toBe('2026-12-05');
    expect(doc.BillingReference[0].InvoiceDocumentReference[0]).toEqual({
      ID: ['FA-2026-00042'],
      IssueDate: ['2026-10-31'],
    });
    expect(doc.CreditNoteLine[0].CreditedQuantity[0]).toEqual({ '#text': '4', '@_unitCode': 'C62' });
    expect(doc.InvoiceLine).toBeUndefined();
  });

  it('writes the exemption reason of exempt and reverse-charge rows, and the delivery date', () => {
    const rows = (invoice: typeof exampleExemptInvoice) =>
      parseUbl(buildUbl(invoice)).TaxTotal[0].TaxSubtotal.map((row: Tree) => row.TaxCategory[0]);
    expect(rows(exampleExemptInvoice)[1].TaxExemptionReasonCode[0]).toBe('VATEX-FR-CGI261-4');
    expect(rows(exampleReverseChargeInvoice)[0].TaxExemptionReason[0]).toBe('Autoliquidation');
    const reverse = parseUbl(buildUbl(exampleReverseChargeInvoice));
    expect(reverse.Delivery[0]).toEqual({ ActualDeliveryDate: ['2026-10-21'] });
    expect(reverse.AccountingCustomerParty[0].Party[0].EndpointID[0]['@_schemeID']).toBe('EM');
  });

  it('refuses to write an inconsistent invoice, with the French issues', () => {
    const invoice = clone(exampleMultiRateInvoice);
    invoice.totals.grandTotalCents += 1;
    expect(() => buildUbl(invoice)).toThrow(FacturXInvalidError);
    try {
      buildUbl(invoice);
    } catch (error) {
      expect((error as FacturXInvalidError).issues[0]!.path).toBe('totals.grandTotalCents');
    }
  });

  it('carries the same business terms as the CII for random invoices and credit notes', () => {
    fc.assert(
      fc.property(arbFacturXInvoice, (invoice) => {
        const kind = ublDocumentKind(invoice);
        const xml = buildUbl(invoice);
        expect(XMLValidator.validate(xml)).toBe(true);
        const ubl = parseUbl(xml, kind);
        const tx = parser.parse(buildFacturXXml(invoice)).CrossIndustryInvoice[0].SupplyChainTradeTransaction[0];
        const settlement = tx.ApplicableHeaderTradeSettlement[0];
        const sum = settlement.SpecifiedTradeSettlementHeaderMonetarySummation[0];
        const total = ubl.LegalMonetaryTotal[0];
        expect(ubl.ID[0]).toBe(invoice.number);
        expect(ubl[`${kind}TypeCode`][0]).toBe(invoice.typeCode);
        expect(text(total.LineExtensionAmount[0])).toBe(text(sum.LineTotalAmount[0]));
        expect(text(total.TaxExclusiveAmount[0])).toBe(text(sum.TaxBasisTotalAmount[0]));
        expect(text(total.TaxInclusiveAmount[0])).toBe(text(sum.GrandTotalAmount[0]));
        expect(text(total.PayableAmount[0])).toBe(text(sum.DuePayableAmount[0]));
        expect(text(total.PrepaidAmount?.[0] ?? '0.00')).toBe(text(sum.TotalPrepaidAmount?.[0] ?? '0.00'));
        expect(text(ubl.TaxTotal[0].TaxAmount[0])).toBe(text(sum.TaxTotalAmount[0]));
        expect(
          ubl.TaxTotal[0].TaxSubtotal.map((row: Tree) => [
            row.TaxCategory[0].ID[0],
            row.TaxCategory[0].Percent[0],
            text(row.TaxableAmount[0]),
            text(row.TaxAmount[0]),
          ]),
        ).toEqual(
          settlement.ApplicableTradeTax.map((row: Tree) => [
            row.CategoryCode[0],
            row.RateApplicablePercent[0],
            row.BasisAmount[0],
            row.CalculatedAmount[0],
          ]),
        );
        const lines = ubl[`${kind}Line`];
        expect(lines.map((line: Tree) => [line.Item[0].Name[0], text(line.LineExtensionAmount[0])])).toEqual(
          tx.IncludedSupplyChainTradeLineItem.map((line: Tree) => [
            line.SpecifiedTradeProduct[0].Name[0],
            line.SpecifiedLineTradeSettlement[0].SpecifiedTradeSettlementLineMonetarySummation[0].LineTotalAmount[0],
          ]),
        );
        expect((ubl.AllowanceCharge ?? []).length).toBe(invoice.allowances.length);
        if (kind === 'CreditNote')
          expect(ubl.BillingReference[0].InvoiceDocumentReference[0].ID[0]).toBe(invoice.precedingInvoice!.number);
      }),
      { numRuns: 60 },
    );
  });
});
