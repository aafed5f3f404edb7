import { lineNetAmountCents, percentOfCents, quantityInTenThousandths } from '../../money/amounts.ts';
import { blank, type Report } from './check-parties.ts';
import { computeFacturXTotals } from './compute-totals.ts';
import {
  type FacturXInvoice,
  type FacturXTotals,
  type FacturXVat,
  UNIT_CODES,
  VAT_CATEGORIES,
} from './facturx-invoice.ts';
import { facturXMessages as m } from './messages.ts';

/** Amounts stay below 10^13 cents, so every sum and product of the checks is exact. */
const MAX_CENTS = 10 ** 13;
const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) < MAX_CENTS;

function checkVat(vat: FacturXVat | undefined, path: string, report: Report): boolean {
  if (!vat || !VAT_CATEGORIES.includes(vat.category)) {
    report(`${path}.category`, m.vatCategory);
    return false;
  }
  if (!Number.isSafeInteger(vat.rateBp) || vat.rateBp < 0 || vat.rateBp >= 10_000) {
    report(`${path}.rateBp`, m.vatRate);
    return false;
  }
  if (vat.category === 'S' && vat.rateBp <= 0) report(`${path}.rateBp`, m.standardRate);
  if (vat.category !== 'S' && vat.rateBp !== 0) report(`${path}.rateBp`, m.zeroRate(vat.category));
  return true;
}

/** Lines (BG-25): ids, names, quantities, units, prices, and net amounts that are quantity × price (BR-21…BR-27). */
function checkLines(invoice: FacturXInvoice, report: Report): boolean {
  let consistent = true;
  if (!invoice.lines?.length) {
    report('lines', m.noLines);
    return false;
  }
  const ids = new Set<string>();
  invoice.lines.forEach((line, index) => {
    const path = `lines.${index}`;
    if (blank(line.id)) report(`${path}.id`, m.required);
    else if (ids.has(line.id.trim())) report(`${path}.id`, m.duplicateLineId);
    else ids.add(line.id.trim());
    if (blank(line.name)) report(`${path}.name`, m.required);
    if (!(line.unitCode in UNIT_CODES)) report(`${path}.unitCode`, m.unitCode);
    consistent = checkVat(line.vat, `${path}.vat`, report) && consistent;
    const quantityOk = quantityInTenThousandths(line.quantity) !== null && Math.abs(line.quantity) < 1e9;
    if (!quantityOk) report(`${path}.quantity`, m.quantity);
    const priceOk = isCents(line.unitPriceCents) && line.unitPriceCents >= 0;
    if (!priceOk) report(`${path}.unitPriceCents`, m.unitPrice);
    if (!isCents(line.netAmountCents)) {
      report(`${path}.netAmountCents`, m.cents);
      consistent = false;
    } else if (quantityOk && priceOk) {
      const expected = lineNetAmountCents(line.quantity, line.unitPriceCents);
      if (expected !== line.netAmountCents) report(`${path}.netAmountCents`, m.lineNet(expected));
    }
  });
  return consistent;
}

/** Document-level allowances (BG-20): positive, with a reason (BR-31…BR-33) and a consistent percentage. */
function checkAllowances(invoice: FacturXInvoice, report: Report): boolean {
  let consistent = true;
  (invoice.allowances ?? []).forEach((allowance, index) => {
    const path = `allowances.${index}`;
    consistent = checkVat(allowance.vat, `${path}.vat`, report) && consistent;
    if (blank(allowance.reason)) report(`${path}.reason`, m.reasonRequired);
    if (!isCents(allowance.amountCents) || allowance.amountCents <= 0) {
      report(`${path}.amountCents`, m.allowanceAmount);
      consistent = false;
      return;
    }
    if (allowance.percentBp === undefined) return;
    if (!isCents(allowance.baseCents)) {
      report(`${path}.baseCents`, m.allowanceBase);
      return;
    }
    const expected = percentOfCents(allowance.baseCents, allowance.percentBp);
    if (expected !== allowance.amountCents) report(`${path}.amountCents`, m.allowancePercent(expected));
  });
  return consistent;
}

const totalLabels: Record<keyof FacturXTotals, string> = {
  lineTotalCents: 'Total HT des lignes',
  allowanceTotalCents: 'Total des remises',
  taxBasisTotalCents: 'Total HT',
  taxTotalCents: 'Total de la TVA',
  grandTotalCents: 'Total TTC',
  prepaidCents: 'Montant déjà payé',
  duePayableCents: 'Net à payer',
};

/**
 * VAT breakdown (BG-23) and totals (BG-22) recomputed from the lines and allowances: the same rows in the same
 * order, the same amounts (BR-CO-10…BR-CO-17, BR-S-08, BR-S-09, BR-Z/E/AE-08 and -09), exemption reasons where
 * the category needs one (BR-E-10, BR-AE-10) and none where it forbids them (BR-S-10, BR-Z-10).
 */
export function checkAmounts(invoice: FacturXInvoice, report: Report): void {
  const linesOk = checkLines(invoice, report);
  const allowancesOk = checkAllowances(invoice, report);
  const prepaid = invoice.totals?.prepaidCents ?? 0;
  if (!isCents(prepaid)) report('totals.prepaidCents', m.cents);
  if (!linesOk || !allowancesOk || !isCents(prepaid)) return;

  const expected = computeFacturXTotals({
    lines: invoice.lines,
    allowances: invoice.allowances ?? [],
    prepaidCents: prepaid,
  });
  const rows = invoice.vatBreakdown ?? [];
  const sameRows =
    rows.length === expected.vatBreakdown.length &&
    rows.every(
      (row, i) =>
        row.category === expected.vatBreakdown[i]!.category && row.rateBp === expected.vatBreakdown[i]!.rateBp,
    );
  if (!sameRows) report('vatBreakdown', m.breakdownMismatch);
  else
    rows.forEach((row, i) => {
      const want = expected.vatBreakdown[i]!;
      const path = `vatBreakdown.${i}`;
      if (row.basisCents !== want.basisCents)
        report(`${path}.basisCents`, m.breakdownAmount('Base HT', want.basisCents));
      if (row.taxCents !== want.taxCents)
        report(`${path}.taxCents`, m.breakdownAmount('Montant de TVA', want.taxCents));
      const exempt = row.category === 'E' || row.category === 'AE';
      const hasReason = !blank(row.exemptionReason) || !blank(row.exemptionReasonCode);
      if (exempt && !hasReason) report(`${path}.exemptionReason`, m.exemptionRequired);
      if (!exempt && hasReason) report(`${path}.exemptionReason`, m.exemptionForbidden);
    });

  for (const key of Object.keys(totalLabels) as (keyof FacturXTotals)[]) {
    const given = invoice.totals?.[key];
    if (given !== expected.totals[key]) report(`totals.${key}`, m.total(totalLabels[key], expected.totals[key]));
  }
}
