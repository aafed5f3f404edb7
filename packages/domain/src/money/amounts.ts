// Exact money arithmetic on integer cents. Products go through BigInt, since quantity × price in ten-thousandths
// of a unit times cents passes 2^53 long before an invoice becomes absurd.

/** Ten-thousandths in one unit of quantity: quantities carry at most 4 decimals. */
export const QUANTITY_SCALE = 10_000;
/** Basis points in 100 %. */
export const RATE_SCALE = 10_000;

/** numerator / denominator rounded half away from zero (the commercial rounding of French invoices). */
export function roundDiv(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/** A quantity in ten-thousandths, or null when it has more than 4 decimals or is not a finite number. */
export function quantityInTenThousandths(quantity: number): number | null {
  if (!Number.isFinite(quantity)) return null;
  const scaled = Math.round(quantity * QUANTITY_SCALE);
  // A fifth decimal moves the scaled value by at least 0.1; floating-point residue stays far below 0.001.
  if (!Number.isSafeInteger(scaled) || Math.abs(scaled - quantity * QUANTITY_SCALE) > 1e-3) return null;
  return scaled;
}

/** A line's net amount (BT-131): quantity × net unit price, rounded to the cent. */
export function lineNetAmountCents(quantity: number, unitPriceCents: number): number {
  const q = quantityInTenThousandths(quantity);
  if (q === null) throw new RangeError(`Quantité invalide : ${quantity}`);
  return Number(roundDiv(BigInt(q) * BigInt(unitPriceCents), BigInt(QUANTITY_SCALE)));
}

/** A share of an amount in basis points (VAT of a basis, a percentage discount), rounded to the cent. */
export function percentOfCents(amountCents: number, rateBp: number): number {
  return Number(roundDiv(BigInt(amountCents) * BigInt(rateBp), BigInt(RATE_SCALE)));
}

/** Cents as the XML writes them: 123456 → "1234.56", -5 → "-0.05". */
export function formatAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A quantity with as few decimals as it needs, at most 4: 7.5 → "7.5", 151.6667 → "151.6667". */
export function formatQuantity(quantity: number): string {
  const q = quantityInTenThousandths(quantity);
  if (q === null) throw new RangeError(`Quantité invalide : ${quantity}`);
  const sign = q < 0 ? '-' : '';
  const abs = Math.abs(q);
  const decimals = String(abs % QUANTITY_SCALE)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.floor(abs / QUANTITY_SCALE)}${decimals ? `.${decimals}` : ''}`;
}

/** Basis points as a percentage with 2 decimals: 2000 → "20.00", 550 → "5.50". */
export function formatRate(rateBp: number): string {
  return formatAmount(rateBp);
}

/** Cents in French for messages: 123456 → « 1 234,56 € ». */
export function frenchEuros(cents: number): string {
  const [units, decimals] = formatAmount(cents).split('.');
  const grouped = units!.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return `${grouped},${decimals} €`;
}
