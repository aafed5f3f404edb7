// Test support: fast-check generators of consistent invoices (random lines, VAT rates, discounts, prepaid amounts,
// texts with XML's special and forbidden characters). The domain's property tests and the server's validation
// against the official XSD and schematron both draw from them.
import fc from 'fast-check';
import { lineNetAmountCents } from '../../money/amounts.ts';
import { allocateDocumentDiscount, computeFacturXTotals } from './compute-totals.ts';
import { exampleInvoice } from './facturx-examples.ts';
import {
  type FacturXInvoice,
  type FacturXLine,
  type FacturXVat,
  UNIT_CODES,
  type UnitCode,
} from './facturx-invoice.ts';

const VATS: FacturXVat[] = [
  { category: 'S', rateBp: 2000 },
  { category: 'S', rateBp: 1000 },
  { category: 'S', rateBp: 550 },
  { category: 'S', rateBp: 210 },
  { category: 'Z', rateBp: 0 },
  { category: 'E', rateBp: 0 },
  { category: 'AE', rateBp: 0 },
];

/** Text with accents, XML's special characters and some it cannot hold (dropped when written), never blank. */
export const arbText = fc
  .string({
    unit: fc.constantFrom('a', 'é', 'Ç', ' ', '&', '<', '>', '"', "'", '€', '\u0001', '\uFFFF', '😀', '\n'),
    minLength: 1,
    maxLength: 30,
  })
  .map((text) => `${text}x`);

const arbLine = (index: number): fc.Arbitrary<FacturXLine> =>
  fc
    .record({
      name: arbText,
      // Ten-thousandths of a unit; one line in eight is a negative correction.
      quantity: fc
        .integer({ min: 0, max: 20_000_000 })
        .chain((q) =>
          fc.constantFrom(
            q / 10_000,
            q / 10_000,
            q / 10_000,
            q / 10_000,
            q / 10_000,
            q / 10_000,
            q / 10_000,
            -q / 10_000,
          ),
        ),
      unitCode: fc.constantFrom(...(Object.keys(UNIT_CODES) as UnitCode[])),
      unitPriceCents: fc.integer({ min: 0, max: 5_000_000 }),
      vat: fc.constantFrom(...VATS),
      description: fc.option(arbText, { nil: undefined }),
    })
    .map(({ quantity, unitPriceCents, description, ...rest }) => ({
      id: String(index + 1),
      quantity: quantity === 0 ? 0 : quantity,
      unitPriceCents,
      netAmountCents: lineNetAmountCents(quantity, unitPriceCents),
      ...(description ? { description } : {}),
      ...rest,
    }));

const arbDiscount = fc.oneof(
  fc.record({ percentBp: fc.integer({ min: 1, max: 5000 }), reason: arbText }),
  fc.record({ amountCents: fc.integer({ min: 1, max: 1_000_000 }), reason: arbText }),
);

/** A consistent invoice or credit note: the breakdown and totals computed from random lines and discounts. */
export const arbFacturXInvoice: fc.Arbitrary<FacturXInvoice> = fc
  .record({
    lines: fc
      .integer({ min: 1, max: 8 })
      .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => arbLine(i)))),
    discounts: fc.array(arbDiscount, { maxLength: 3 }),
    prepaidShare: fc.constantFrom(0, 0, 0.3, 1),
    typeCode: fc.constantFrom('380' as const, '381' as const, '386' as const),
    buyerName: arbText,
    number: fc.stringMatching(/^[A-Z]{2}-20\d\d-\d{5}$/),
  })
  .map(({ lines, discounts, prepaidShare, typeCode, buyerName, number }) => {
    // A fixed discount never exceeds what it applies to.
    const positive = lines.reduce((sum, line) => sum + Math.max(0, line.netAmountCents), 0);
    const allowances = discounts.flatMap((discount) =>
      allocateDocumentDiscount(
        lines,
        'amountCents' in discount
          ? { ...discount, amountCents: Math.min(discount.amountCents, Math.floor(positive / 4)) }
          : discount,
      ),
    );
    const exemptions = { E: { reason: 'Exonération de TVA, article 261 du CGI', code: 'VATEX-FR-CGI261-4' } };
    const grand = computeFacturXTotals({ lines, allowances }).totals.grandTotalCents;
    const prepaidCents = grand > 0 ? Math.floor(grand * prepaidShare) : 0;
    return exampleInvoice(lines, allowances, {
      typeCode,
      number,
      exemptions,
      prepaidCents,
      buyer: { ...exampleInvoice(lines).buyer, name: buyerName },
      ...(typeCode === '381' ? { precedingInvoice: { number: 'FA-2026-00001', issueDate: '2026-01-15' } } : {}),
    });
  });
