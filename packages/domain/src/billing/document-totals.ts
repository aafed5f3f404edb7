import { lineNetAmountCents } from '../money/amounts.ts';
import { allocateDocumentDiscount, computeFacturXTotals, type VatExemptions } from './facturx/compute-totals.ts';
import type { FacturXAllowance, FacturXTotals, FacturXVat, FacturXVatBreakdown } from './facturx/facturx-invoice.ts';
import { exemptionsOfLines, vatOfLine } from './vat-rules.ts';

/** The part of a line the amounts depend on. */
export interface PricedLine {
  quantity: number;
  unitPriceCents: number;
  vatRateBp: number;
  /** The VATEX code of a line at 0 % (its exemption or reverse charge). */
  vatExemptionCode?: string | null;
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

/** A rate above 0 is the standard category (S); a line at 0 % is exempt (E) or reverse charged (AE) by its code. */
export function vatOfRate(rateBp: number, exemptionCode?: string | null): FacturXVat {
  return vatOfLine(rateBp, exemptionCode);
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
    vat: vatOfRate(line.vatRateBp, line.vatExemptionCode),
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
  const exemptions: VatExemptions = exemptionsOfLines(lines);
  if (!exemptions.E && exemptionReason) exemptions.E = { reason: exemptionReason };
  const { vatBreakdown, totals } = computeFacturXTotals({
    lines: netLines,
    allowances,
    prepaidCents: options.prepaidCents,
    exemptions,
  });
  return { lineTotalsCents: netLines.map((line) => line.netAmountCents), allowances, vatBreakdown, totals };
}
