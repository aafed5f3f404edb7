import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildFacturXXml } from './build-xml.ts';
import { checkFrenchRules } from './check-french-rules.ts';
import { checkFacturXInvoice } from './check-invoice.ts';
import { arbFacturXInvoice } from './facturx-arbitraries.ts';

const parser = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  parseTagValue: false,
  trimValues: false,
});
const cents = (node: unknown) => {
  const text = typeof node === 'object' && node !== null ? (node as { '#text': string })['#text'] : String(node);
  expect(text).toMatch(/^-?\d+\.\d{2}$/);
  return Math.round(Number(text) * 100);
};

describe('Factur-X properties', () => {
  it('random lines and discounts always give a consistent invoice and a well-formed XML whose sums hold', () => {
    fc.assert(
      fc.property(arbFacturXInvoice, (invoice) => {
        expect(checkFacturXInvoice(invoice)).toEqual([]);
        expect(checkFrenchRules(invoice)).toEqual([]);
        const xml = buildFacturXXml(invoice);
        expect(XMLValidator.validate(xml)).toBe(true);

        const tx = parser.parse(xml).CrossIndustryInvoice[0].SupplyChainTradeTransaction[0];
        const settlement = tx.ApplicableHeaderTradeSettlement[0];
        const sum = settlement.SpecifiedTradeSettlementHeaderMonetarySummation[0];
        const lineAmounts = tx.IncludedSupplyChainTradeLineItem.map(
          // biome-ignore lint/suspicious/noExplicitAny: a parsed XML tree.
          (line: any) =>
            cents(
              line.SpecifiedLineTradeSettlement[0].SpecifiedTradeSettlementLineMonetarySummation[0].LineTotalAmount[0],
            ),
        );
        const allowances = (settlement.SpecifiedTradeAllowanceCharge ?? []).map(
          // biome-ignore lint/suspicious/noExplicitAny: a parsed XML tree.
          (a: any) => cents(a.ActualAmount[0]),
        );
        // biome-ignore lint/suspicious/noExplicitAny: a parsed XML tree.
        const taxes = settlement.ApplicableTradeTax.map((row: any) => cents(row.CalculatedAmount[0]));
        const total = (values: number[]) => values.reduce((a, b) => a + b, 0);
        const allowanceTotal = sum.AllowanceTotalAmount ? cents(sum.AllowanceTotalAmount[0]) : 0;
        const prepaid = sum.TotalPrepaidAmount ? cents(sum.TotalPrepaidAmount[0]) : 0;

        expect(cents(sum.LineTotalAmount[0])).toBe(total(lineAmounts)); // BR-CO-10
        expect(allowanceTotal).toBe(total(allowances)); // BR-CO-11
        expect(cents(sum.TaxBasisTotalAmount[0])).toBe(total(lineAmounts) - allowanceTotal); // BR-CO-13
        expect(cents(sum.TaxTotalAmount[0])).toBe(total(taxes)); // BR-CO-14
        expect(cents(sum.GrandTotalAmount[0])).toBe(cents(sum.TaxBasisTotalAmount[0]) + cents(sum.TaxTotalAmount[0])); // BR-CO-15
        expect(cents(sum.DuePayableAmount[0])).toBe(cents(sum.GrandTotalAmount[0]) - prepaid); // BR-CO-16
      }),
      { numRuns: 60 },
    );
  }, 20_000);

  it('keeps texts intact through the XML, less the characters XML cannot hold', () => {
    fc.assert(
      fc.property(arbFacturXInvoice, (invoice) => {
        const xml = buildFacturXXml(invoice);
        const buyer =
          parser.parse(xml).CrossIndustryInvoice[0].SupplyChainTradeTransaction[0].ApplicableHeaderTradeAgreement[0]
            .BuyerTradeParty[0];
        const expected = invoice.buyer.name.trim().replaceAll('\u0001', '').replaceAll('\uFFFF', '');
        expect(buyer.Name[0]).toBe(expected);
      }),
      { numRuns: 50 },
    );
  }, 20_000);
});
