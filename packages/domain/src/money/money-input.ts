/** Euros typed in a form (« 1 234,5 », « 12.50 ») as integer cents; null when it is not an amount with 2 decimals at most. */
export function parseEurosToCents(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d{0,2})?$/.test(compact)) return null;
  const [units, decimals = ''] = compact.replace('-', '').split('.');
  const cents = Number(units) * 100 + Number(decimals.padEnd(2, '0'));
  return compact.startsWith('-') ? -cents : cents;
}

/** Cents as a form shows them to edit: 123450 → « 1234,50 ». */
export function centsToInput(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** A decimal typed in a form (« 7,5 ») as a number; null when it is not one. */
export function parseDecimal(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f%]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(compact)) return null;
  return Number(compact);
}
