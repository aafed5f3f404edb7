import { percentOfCents } from '../../money/amounts.ts';
import {
  DISCOUNT_REASON_CODE,
  type FacturXAllowance,
  type FacturXLine,
  type FacturXTotals,
  type FacturXVat,
  type FacturXVatBreakdown,
  VAT_CATEGORIES,
  type VatCategory,
} from './facturx-invoice.ts';

/** The reason (BT-120) and VATEX code (BT-121) printed on the breakdown of an exempt or reverse-charge category. */
export type VatExemptions = Partial<Record<VatCategory, { reason?: string; code?: string }>>;

/** Reverse charge needs a reason: the French wording and the EU code, unless the caller gives another. */
export const REVERSE_CHARGE_EXEMPTION = { reason: 'Autoliquidation', code: 'VATEX-EU-AE' } as const;

const vatKey = (vat: FacturXVat) => `${vat.category}|${vat.rateBp}`;

/** Category order S, Z, E, AE, then the higher rate first: the breakdown reads like a French invoice's. */
function compareVat(a: FacturXVat, b: FacturXVat): number {
  return VAT_CATEGORIES.indexOf(a.category) - VAT_CATEGORIES.indexOf(b.category) || b.rateBp - a.rateBp;
}

/**
 * The VAT breakdown (BG-23) and totals (BG-22) of lines and document-level allowances: per category and rate, the
 * basis is the lines' net amounts less the allowances, and the tax that basis × rate rounded to the cent.
 */
export function computeFacturXTotals(input: {
  lines: readonly Pick<FacturXLine, 'netAmountCents' | 'vat'>[];
  allowances: readonly Pick<FacturXAllowance, 'amountCents' | 'vat'>[];
  prepaidCents?: number;
  exemptions?: VatExemptions;
}): { vatBreakdown: FacturXVatBreakdown[]; totals: FacturXTotals } {
  const groups = new Map<string, { vat: FacturXVat; basisCents: number }>();
  const group = (vat: FacturXVat) => {
    const key = vatKey(vat);
    let found = groups.get(key);
    if (!found) {
      found = { vat: { category: vat.category, rateBp: vat.rateBp }, basisCents: 0 };
      groups.set(key, found);
    }
    return found;
  };
  for (const line of input.lines) group(line.vat).basisCents += line.netAmountCents;
  for (const allowance of input.allowances) group(allowance.vat).basisCents -= allowance.amountCents;

  const vatBreakdown = [...groups.values()]
    .sort((a, b) => compareVat(a.vat, b.vat))
    .map(({ vat, basisCents }): FacturXVatBreakdown => {
      const exemption =
        input.exemptions?.[vat.category] ?? (vat.category === 'AE' ? REVERSE_CHARGE_EXEMPTION : undefined);
      const exempted = vat.category === 'E' || vat.category === 'AE';
      return {
        category: vat.category,
        rateBp: vat.rateBp,
        basisCents,
        taxCents: percentOfCents(basisCents, vat.rateBp),
        ...(exempted && exemption?.reason ? { exemptionReason: exemption.reason } : {}),
        ...(exempted && exemption?.code ? { exemptionReasonCode: exemption.code } : {}),
      };
    });

  const lineTotalCents = input.lines.reduce((sum, line) => sum + line.netAmountCents, 0);
  const allowanceTotalCents = input.allowances.reduce((sum, allowance) => sum + allowance.amountCents, 0);
  const taxBasisTotalCents = lineTotalCents - allowanceTotalCents;
  const taxTotalCents = vatBreakdown.reduce((sum, row) => sum + row.taxCents, 0);
  const grandTotalCents = taxBasisTotalCents + taxTotalCents;
  const prepaidCents = input.prepaidCents ?? 0;
  return {
    vatBreakdown,
    totals: {
      lineTotalCents,
      allowanceTotalCents,
      taxBasisTotalCents,
      taxTotalCents,
      grandTotalCents,
      prepaidCents,
      duePayableCents: grandTotalCents - prepaidCents,
    },
  };
}

/**
 * A discount on the whole invoice as document-level allowances, one per VAT category and rate (EN 16931 gives an
 * allowance a single rate). A percentage applies to each rate's net amount; a fixed amount is shared in proportion
 * to them, the cents left by rounding going to the largest remainders, so the allowances add up to it exactly.
 */
export function allocateDocumentDiscount(
  lines: readonly Pick<FacturXLine, 'netAmountCents' | 'vat'>[],
  discount: { percentBp: number; reason: string } | { amountCents: number; reason: string },
): FacturXAllowance[] {
  const bases = new Map<string, { vat: FacturXVat; cents: number }>();
  for (const line of lines) {
    const key = vatKey(line.vat);
    const base = bases.get(key) ?? { vat: { ...line.vat }, cents: 0 };
    base.cents += line.netAmountCents;
    bases.set(key, base);
  }
  const positive = [...bases.values()].filter((base) => base.cents > 0).sort((a, b) => compareVat(a.vat, b.vat));
  const allowance = (
    vat: FacturXVat,
    amountCents: number,
    extra: Partial<FacturXAllowance> = {},
  ): FacturXAllowance => ({
    amountCents,
    reason: discount.reason,
    reasonCode: DISCOUNT_REASON_CODE,
    vat,
    ...extra,
  });
  if ('percentBp' in discount) {
    return positive
      .map((base) =>
        allowance(base.vat, percentOfCents(base.cents, discount.percentBp), {
          baseCents: base.cents,
          percentBp: discount.percentBp,
        }),
      )
      .filter((a) => a.amountCents > 0);
  }
  const total = positive.reduce((sum, base) => sum + base.cents, 0);
  if (total === 0 || discount.amountCents <= 0) return [];
  const shares = positive.map((base) => {
    const exact = BigInt(discount.amountCents) * BigInt(base.cents);
    return { base, cents: Number(exact / BigInt(total)), remainder: exact % BigInt(total) };
  });
  let left = discount.amountCents - shares.reduce((sum, share) => sum + share.cents, 0);
  for (const share of [...shares].sort((a, b) =>
    b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : 0,
  )) {
    if (left <= 0) break;
    share.cents += 1;
    left -= 1;
  }
  return shares.filter((share) => share.cents > 0).map((share) => allowance(share.base.vat, share.cents));
}
