import { frenchEuros } from '../money/amounts.ts';

/** One VAT rate of a document's breakdown, as stored with it. */
export interface VatAmounts {
  rateBp: number;
  basisCents: number;
  taxCents: number;
}

/** What an invoice still has to be credited: per VAT rate, and in total including tax. */
export interface Creditable {
  byRate: VatAmounts[];
  totalCents: number;
}

const rateLabel = (rateBp: number) => `${(rateBp / 100).toLocaleString('fr-FR')} %`;

function sumByRate(docs: readonly (readonly VatAmounts[])[]): Map<number, { basisCents: number; taxCents: number }> {
  const sums = new Map<number, { basisCents: number; taxCents: number }>();
  for (const vat of docs)
    for (const row of vat) {
      const sum = sums.get(row.rateBp) ?? { basisCents: 0, taxCents: 0 };
      sum.basisCents += row.basisCents;
      sum.taxCents += row.taxCents;
      sums.set(row.rateBp, sum);
    }
  return sums;
}

/**
 * What remains creditable on an invoice after its validated credit notes: the invoice's VAT breakdown less theirs,
 * rate by rate, and its total less theirs (never below 0).
 */
export function creditableOf(
  invoice: { vat: readonly VatAmounts[]; totalCents: number },
  credited: readonly { vat: readonly VatAmounts[]; totalCents: number }[],
): Creditable {
  const done = sumByRate(credited.map((c) => c.vat));
  const byRate = invoice.vat.map((row) => {
    const used = done.get(row.rateBp) ?? { basisCents: 0, taxCents: 0 };
    return {
      rateBp: row.rateBp,
      basisCents: Math.max(0, row.basisCents - used.basisCents),
      taxCents: Math.max(0, row.taxCents - used.taxCents),
    };
  });
  const creditedTotal = credited.reduce((sum, c) => sum + c.totalCents, 0);
  return { byRate, totalCents: Math.max(0, invoice.totalCents - creditedTotal) };
}

/** « 120,00 € TTC (100,00 € HT et 20,00 € de TVA à 20 %) » : what is left, named for the user. */
export function describeCreditable(left: Creditable): string {
  const rates = left.byRate
    .filter((row) => row.basisCents > 0 || row.taxCents > 0)
    .map(
      (row) => `${frenchEuros(row.basisCents)} HT et ${frenchEuros(row.taxCents)} de TVA à ${rateLabel(row.rateBp)}`,
    );
  return rates.length > 0
    ? `${frenchEuros(left.totalCents)} TTC (${rates.join(' ; ')})`
    : `${frenchEuros(left.totalCents)} TTC`;
}

/**
 * Why a credit note may not be validated against what is left creditable on its invoice, or null when it fits: each
 * of its VAT rates must exist on the invoice, with a basis and a tax no larger than what is left at that rate, and its
 * total must not exceed what is left in total.
 */
export function creditNoteExcess(
  left: Creditable,
  creditNote: { vat: readonly VatAmounts[]; totalCents: number },
): string | null {
  for (const row of creditNote.vat) {
    if (row.basisCents === 0 && row.taxCents === 0) continue;
    const rest = left.byRate.find((r) => r.rateBp === row.rateBp);
    if (!rest) return `la facture n’a pas de ligne à ${rateLabel(row.rateBp)} de TVA`;
    if (row.basisCents > rest.basisCents || row.taxCents > rest.taxCents)
      return `à ${rateLabel(row.rateBp)}, l’avoir annule ${frenchEuros(row.basisCents)} HT et ${frenchEuros(row.taxCents)} de TVA`;
  }
  if (creditNote.totalCents > left.totalCents) return `l’avoir totalise ${frenchEuros(creditNote.totalCents)} TTC`;
  return null;
}

/** Whether nothing is left to credit: the invoice is cancelled in full. */
export function isFullyCredited(left: Creditable): boolean {
  return left.totalCents === 0;
}
