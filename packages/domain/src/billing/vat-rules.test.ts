import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDeliveryAddress, sameAddress } from './delivery-address.ts';
import { computeDocumentTotals } from './document-totals.ts';
import { documentVatIssues, FRENCH_VAT_RATES_BP, isFrenchVatRate, VAT_EXEMPTIONS, vatOfLine } from './vat-rules.ts';

const context = { franchise: false, sellerVatId: true, buyerVatId: true };

describe('French VAT rates', () => {
  it('knows the mainland, Corsica and overseas lists', () => {
    expect(FRENCH_VAT_RATES_BP).toEqual([2000, 1300, 1000, 850, 550, 210, 175, 105, 90]);
    expect(isFrenchVatRate(1960)).toBe(false);
    expect(isFrenchVatRate(0)).toBe(true);
  });

  it('gives each 0 % line the category of its reason: E exempt, AE reverse charge', () => {
    expect(vatOfLine(2000)).toEqual({ category: 'S', rateBp: 2000 });
    expect(vatOfLine(0, 'VATEX-EU-AE')).toEqual({ category: 'AE', rateBp: 0 });
    expect(vatOfLine(0, 'VATEX-FR-CGI261-4')).toEqual({ category: 'E', rateBp: 0 });
  });

  it('refuses a 0 % line without reason, the franchise outside it, VAT under it, two reasons, AE without VAT ids', () => {
    const msg = (lines: Parameters<typeof documentVatIssues>[0], c = context) =>
      documentVatIssues(lines, c).map((i) => i.message);
    expect(msg([{ vatRateBp: 2000 }, { vatRateBp: 0, vatExemptionCode: 'VATEX-FR-CGI261-4' }])).toEqual([]);
    expect(msg([{ vatRateBp: 0 }])[0]).toContain('indiquez le motif');
    expect(msg([{ vatRateBp: 0, vatExemptionCode: 'VATEX-FR-FRANCHISE' }])[0]).toContain('n’est possible que');
    expect(msg([{ vatRateBp: 0, vatExemptionCode: 'VATEX-FR-FRANCHISE' }], { ...context, franchise: true })).toEqual(
      [],
    );
    expect(msg([{ vatRateBp: 2000 }], { ...context, franchise: true })[0]).toContain('relève de la franchise');
    expect(
      msg([
        { vatRateBp: 0, vatExemptionCode: 'VATEX-FR-CGI261-4' },
        { vatRateBp: 0, vatExemptionCode: 'VATEX-EU-79-C' },
      ])[0],
    ).toContain('un seul motif');
    expect(msg([{ vatRateBp: 0, vatExemptionCode: 'VATEX-EU-AE' }], { ...context, buyerVatId: false })[0]).toContain(
      'n° de TVA intracommunautaire du client',
    );
    expect(msg([{ vatRateBp: 1960 }])[0]).toContain('taux français');
  });

  it('carries the reason and code of each 0 % category into the VAT breakdown (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VAT_EXEMPTIONS),
        fc.constantFrom(...FRENCH_VAT_RATES_BP),
        fc.integer({ min: 1, max: 1_000_000 }),
        (exemption, rateBp, cents) => {
          const totals = computeDocumentTotals(
            [
              { quantity: 1, unitPriceCents: cents, vatRateBp: rateBp },
              { quantity: 2, unitPriceCents: cents, vatRateBp: 0, vatExemptionCode: exemption.code },
            ],
            null,
          );
          const zero = totals.vatBreakdown.find((row) => row.rateBp === 0)!;
          expect(zero).toMatchObject({
            category: exemption.category,
            taxCents: 0,
            exemptionReason: exemption.reason,
            exemptionReasonCode: exemption.code,
          });
          expect(totals.vatBreakdown.find((row) => row.rateBp === rateBp)?.category).toBe('S');
        },
      ),
    );
  });
});

describe('the delivery address', () => {
  it('reads « name, street, postcode city[, country] » and nothing less', () => {
    expect(parseDeliveryAddress('Entrepôt, 8 rue du Port, 92230 Gennevilliers')).toEqual({
      line1: 'Entrepôt',
      line2: '8 rue du Port',
      postcode: '92230',
      city: 'Gennevilliers',
      countryCode: 'FR',
    });
    expect(parseDeliveryAddress('12 rue Neuve, 1000 Bruxelles, Belgique')?.countryCode).toBe('BE');
    expect(parseDeliveryAddress('Sur le parking')).toBeNull();
    expect(parseDeliveryAddress('75016 Paris')).toBeNull();
    const same = parseDeliveryAddress('5 Avenue Foch, 75016 PARIS')!;
    expect(sameAddress(same, { street: '5 avenue Foch', zipcode: '75016', city: 'Paris' })).toBe(true);
    expect(sameAddress(same, { street: '6 avenue Foch', zipcode: '75016', city: 'Paris' })).toBe(false);
  });
});
