import { z } from 'zod';
import { validationMessages as m } from '../validation/messages.ts';
import type { VatAmounts } from './credit-bounds.ts';
import { computeDocumentTotals } from './document-totals.ts';
import type { DocumentLineInput } from './schemas.ts';

/**
 * POST {agency}/estimate/{id}/invoice and /purchaseOrder/{id}/invoice: `full` (the default) makes the invoice of
 * the whole document, once; `deposit` an invoice of part of it (a percentage or an amount including tax: facture
 * d'acompte, CGI art. 289); `balance` the invoice of what its deposits left. All stay bounded by the document.
 */
export const zSourceInvoiceRequest = z
  .object({
    mode: z.enum(['full', 'deposit', 'balance']).default('full'),
    percentBp: z.number().int(m.integer).min(1, m.invalid).max(10_000, m.invalid).nullish(),
    amountCents: z.number().int(m.integer).min(1, m.invalid).max(100_000_000_000, m.invalid).nullish(),
  })
  .default({ mode: 'full' });
export type SourceInvoiceRequest = z.infer<typeof zSourceInvoiceRequest>;

/** The share of each VAT basis that makes `amountCents` including tax, rounded to the cent, never above the basis. */
function shareOfBases(vat: readonly VatAmounts[], totalCents: number, amountCents: number): VatAmounts[] {
  if (totalCents <= 0) return [];
  return vat.map((row) => {
    const basisCents = Math.min(row.basisCents, Math.floor((row.basisCents * amountCents) / totalCents));
    return { rateBp: row.rateBp, basisCents, taxCents: 0 };
  });
}

const linesOf = (bases: readonly VatAmounts[], label: string): DocumentLineInput[] =>
  bases
    .filter((row) => row.basisCents > 0)
    .map((row) => ({
      label,
      description: null,
      kind: 'service' as const,
      quantity: 1,
      unitCode: 'C62',
      unitPriceCents: row.basisCents,
      vatRateBp: row.rateBp,
    }));

/** The total including tax of lines, as the invoice will compute it. */
export const linesTotalCents = (lines: readonly DocumentLineInput[]) =>
  computeDocumentTotals(lines, null).totals.grandTotalCents;

/**
 * Lines billing `amountCents` (including tax) of a document whose VAT breakdown is `vat`, spread over its rates in
 * proportion, never above `amountCents` (the rounding is taken off, never added).
 */
export function partLines(
  source: { vat: readonly VatAmounts[]; totalCents: number },
  amountCents: number,
  label: string,
): DocumentLineInput[] {
  const bases = shareOfBases(source.vat, source.totalCents, amountCents);
  let lines = linesOf(bases, label);
  // Each cent of VAT rounding that takes the total above the amount is taken off the largest basis.
  for (let i = 0; i < 10 && lines.length > 0 && linesTotalCents(lines) > amountCents; i++) {
    const largest = bases.reduce((a, b) => (b.basisCents > a.basisCents ? b : a));
    largest.basisCents -= 1;
    lines = linesOf(bases, label);
  }
  return lines;
}

/** The amount including tax a deposit request names: a percentage of the document's total, or an amount. */
export function depositAmountCents(request: SourceInvoiceRequest, totalCents: number): number | null {
  if (request.amountCents) return request.amountCents;
  if (request.percentBp) return Math.round((totalCents * request.percentBp) / 10_000);
  return null;
}

/** The VAT of a basis at a rate, as the invoice computes it (one line at that rate). */
const taxOf = (basisCents: number, rateBp: number) =>
  computeDocumentTotals([{ quantity: 1, unitPriceCents: basisCents, vatRateBp: rateBp }], null).vatBreakdown.reduce(
    (sum, row) => sum + row.taxCents,
    0,
  );

/**
 * Lines crediting what is left of an invoice, one per VAT rate (« Solde de la facture … »), never above what is left
 * at any rate nor in total: where the VAT of the whole basis left would round above the VAT left, the basis is the
 * largest whose VAT fits.
 */
export function remainderCreditLines(
  left: { byRate: readonly VatAmounts[]; totalCents: number },
  label: string,
): DocumentLineInput[] {
  const bases = left.byRate.map((row) => {
    let basisCents = row.basisCents;
    if (row.rateBp > 0 && basisCents > 0 && taxOf(basisCents, row.rateBp) > row.taxCents) {
      // The largest basis whose VAT is at most what is left: start from the exact quotient, then step down.
      basisCents = Math.min(basisCents, Math.floor(((row.taxCents + 0.5) * 10_000) / row.rateBp));
      while (basisCents > 0 && taxOf(basisCents, row.rateBp) > row.taxCents) basisCents -= 1;
    }
    return { ...row, basisCents };
  });
  return linesOf(bases, label);
}
