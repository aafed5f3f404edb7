import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildFacturXXml, FacturXInvalidError } from './build-xml.ts';
import {
  exampleCreditNote,
  exampleExemptInvoice,
  exampleMultiRateInvoice,
  exampleReverseChargeInvoice,
} from './facturx-examples.ts';

/** A deep copy to break (the domain has no structuredClone in its types). */
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

// Namespaces removed and every element kept in an array, so paths read like the CII without prefixes.
const parser = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  parseTagValue: false,
});
// biome-ignore lint/suspicious/noExplicitAny: a parsed XML tree is navigated by name.
const parse = (xml: string): any => parser.parse(xml).CrossIndustryInvoice[0];

describe('buildFacturXXml', () => {
  it('writes a well-formed CII invoice of the EN 16931 profile, the same bytes every time', () => {
    const xml = buildFacturXXml(exampleMultiRateInvoice);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(buildFacturXXml(clone(exampleMultiRateInvoice))).toBe(xml);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rsm:CrossIndustryInvoice')).toBe(true);
    const doc = parse(xml);
    expect(doc.ExchangedDocumentContext[0].GuidelineSpecifiedDocumentContextParameter[0].ID[0]).toBe(
      'urn:cen.eu:en16931:2017',
    );
    expect(doc.ExchangedDocument[0].TypeCode[0]).toBe('380');
    expect(doc.ExchangedDocument[0].IssueDateTime[0].DateTimeString[0]).toEqual({
      '#text': '20261031',
      '@_format': '102',
    });
    expect(doc.ExchangedDocument[0].IncludedNote.map((n: { SubjectCode: string[] }) => n.SubjectCode[0])).toEqual([
      'PMD',
      'PMT',
      'AAB',
      'REG',
    ]);
  });

  it('writes lines with quantity, unit, net price, VAT and amount', () => {
    const line = parse(buildFacturXXml(exampleMultiRateInvoice)).SupplyChainTradeTransaction[0]
      .IncludedSupplyChainTradeLineItem[0];
    expect(line.SpecifiedLineTradeDelivery[0].BilledQuantity[0]).toEqual({ '#text': '151.6667', '@_unitCode': 'HUR' });
    expect(line.SpecifiedLineTradeAgreement[0].NetPriceProductTradePrice[0].ChargeAmount[0]).toBe('23.50');
    expect(line.SpecifiedLineTradeSettlement[0].ApplicableTradeTax[0].RateApplicablePercent[0]).toBe('20.00');
    expect(
      line.SpecifiedLineTradeSettlement[0].SpecifiedTradeSettlementLineMonetarySummation[0].LineTotalAmount[0],
    ).toBe('3564.17');
  });

  it('identifies the seller by SIREN (0002), SIRET (0009) and VAT number (VA), and escapes text', () => {
    const xml = buildFacturXXml(exampleMultiRateInvoice);
    const agreement = parse(xml).SupplyChainTradeTransaction[0].ApplicableHeaderTradeAgreement[0];
    const seller = agreement.SellerTradeParty[0];
    expect(seller.GlobalID[0]).toEqual({ '#text': '83214567610008', '@_schemeID': '0009' });
    expect(seller.SpecifiedLegalOrganization[0].ID[0]).toEqual({ '#text': '832145676', '@_schemeID': '0002' });
    expect(seller.SpecifiedTaxRegistration[0].ID[0]).toEqual({ '#text': 'FR32832145676', '@_schemeID': 'VA' });
    expect(xml).toContain('<ram:Name>Client Démo &amp; Fils SARL</ram:Name>');
    expect(xml).toContain('<ram:LineOne>5 avenue des Champs &lt;Élysées&gt;</ram:LineOne>');
  });

  it('writes discounts with their percentage, the totals and the IBAN without spaces', () => {
    const settlement = parse(buildFacturXXml(exampleMultiRateInvoice)).SupplyChainTradeTransaction[0]
      .ApplicableHeaderTradeSettlement[0];
    const [first] = settlement.SpecifiedTradeAllowanceCharge;
    expect(first.ChargeIndicator[0].Indicator[0]).toBe('false');
    expect(first.CalculationPercent[0]).toBe('5.00');
    expect(first.ReasonCode[0]).toBe('95');
    const t = exampleMultiRateInvoice.totals;
    const sum = settlement.SpecifiedTradeSettlementHeaderMonetarySummation[0];
    expect(sum.AllowanceTotalAmount[0]).toBe((t.allowanceTotalCents / 100).toFixed(2));
    expect(sum.TaxTotalAmount[0]).toEqual({ '#text': (t.taxTotalCents / 100).toFixed(2), '@_currencyID': 'EUR' });
    expect(sum.DuePayableAmount[0]).toBe((t.duePayableCents / 100).toFixed(2));
    expect(settlement.SpecifiedTradeSettlementPaymentMeans[0].PayeePartyCreditorFinancialAccount[0].IBANID[0]).toBe(
      'FR7630004000031234567890143',
    );
  });

  it('names the cancelled invoice in a credit note', () => {
    const settlement = parse(buildFacturXXml(exampleCreditNote)).SupplyChainTradeTransaction[0]
      .ApplicableHeaderTradeSettlement[0];
    expect(settlement.InvoiceReferencedDocument[0].IssuerAssignedID[0]).toBe('FA-2026-00042');
    expect(settlement.InvoiceReferencedDocument[0].FormattedIssueDateTime[0].DateTimeString[0]['#text']).toBe(
      '20261031',
    );
  });

  it('writes the exemption reason of exempt and reverse-charge rows', () => {
    const rows = (invoice: typeof exampleExemptInvoice) =>
      parse(buildFacturXXml(invoice)).SupplyChainTradeTransaction[0].ApplicableHeaderTradeSettlement[0]
        .ApplicableTradeTax;
    expect(rows(exampleExemptInvoice)[1].ExemptionReasonCode[0]).toBe('VATEX-FR-CGI261-4');
    expect(rows(exampleReverseChargeInvoice)[0].ExemptionReason[0]).toBe('Autoliquidation');
  });

  it('refuses to write an inconsistent invoice, with the French issues', () => {
    const invoice = clone(exampleMultiRateInvoice);
    invoice.totals.grandTotalCents += 1;
    expect(() => buildFacturXXml(invoice)).toThrow(FacturXInvalidError);
    try {
      buildFacturXXml(invoice);
    } catch (error) {
      expect((error as FacturXInvalidError).issues[0]!.path).toBe('totals.grandTotalCents');
    }
  });
});
