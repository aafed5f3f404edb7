import { lineNetAmountCents } from './facturx/amounts.ts';
import { allocateDocumentDiscount, computeFacturXTotals } from './facturx/compute-totals.ts';
import type {
  FacturXAllowance,
  FacturXTotals,
  FacturXVat,
  FacturXVatBreakdown,
  VatCategory,
} from './facturx/facturx-invoice.ts';

/** The part of a line the amounts depend on. */
export interface PricedLine {
  quantity: number;
  unitPriceCents: number;
  vatRateBp: number;
}

/** A discount on the whole document: a percent of the total excluding tax, or a fixed amount excluding tax. */
export type DocumentDiscount = { kind: 'percent'; percentBp: number } | { kind: 'amount'; amountCents: number };

/** The label of a discount on the document and in the Factur-X allowance (BT-97). */
export function discountLabel(discount: DocumentDiscount): string {
  if (discount.kind === 'percent') {
    const percent = (discount.percentBp / 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 });
    return `Remise ${percent} %`;
  }
  return 'Remise';
}

/** A rate above 0 is the standard category (S); a line at 0 % is exempt (E), its reason printed from the settings. */
export function vatOfRate(rateBp: number): FacturXVat {
  const category: VatCategory = rateBp > 0 ? 'S' : 'E';
  return { category, rateBp };
}

export interface DocumentTotals {
  /** Each line's total excluding tax: price × quantity, rounded to the cent (spec 001 section 5). */
  lineTotalsCents: number[];
  allowances: FacturXAllowance[];
  vatBreakdown: FacturXVatBreakdown[];
  totals: FacturXTotals;
}

/**
 * The amounts of a document, computed exactly as its Factur-X will be: line totals, the discount spread over the
 * VAT rates, VAT per rate on the discounted basis, totals excluding and including tax.
 */
export function computeDocumentTotals(
  lines: readonly PricedLine[],
  discount: DocumentDiscount | null | undefined,
  options: { prepaidCents?: number; exemptionReason?: string } = {},
): DocumentTotals {
  const netLines = lines.map((line) => ({
    netAmountCents: lineNetAmountCents(line.quantity, line.unitPriceCents),
    vat: vatOfRate(line.vatRateBp),
  }));
  const allowances = discount
    ? allocateDocumentDiscount(
        netLines,
        discount.kind === 'percent'
          ? { percentBp: discount.percentBp, reason: discountLabel(discount) }
          : { amountCents: discount.amountCents, reason: discountLabel(discount) },
      )
    : [];
  const exemptionReason = options.exemptionReason?.trim();
  const { vatBreakdown, totals } = computeFacturXTotals({
    lines: netLines,
    allowances,
    prepaidCents: options.prepaidCents,
    exemptions: exemptionReason ? { E: { reason: exemptionReason } } : undefined,
  });
  return { lineTotalsCents: netLines.map((line) => line.netAmountCents), allowances, vatBreakdown, totals };
}
