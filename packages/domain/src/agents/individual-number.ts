/**
 * The individual number printed on an agent's badge and encoded in its QR code: 11 random digits and a Luhn
 * check digit, so that a number typed by hand with one wrong or two swapped digits is refused.
 */
export const INDIVIDUAL_NUMBER_DIGITS = 12;

/** The Luhn check digit of a string of digits. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    // The rightmost payload digit is doubled, since the check digit will stand to its right.
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Strips the spaces of a typed or printed number. */
export function normalizeIndividualNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Whether a number (spaces allowed) has 12 digits and a right check digit. */
export function isValidIndividualNumber(value: string): boolean {
  const digits = normalizeIndividualNumber(value);
  if (!/^\d{12}$/.test(digits)) return false;
  return luhnCheckDigit(digits.slice(0, 11)) === Number(digits[11]);
}

/** A new individual number from a source of random integers in [0, max): the server passes crypto.randomInt. */
export function newIndividualNumber(randomInt: (max: number) => number): string {
  // No leading zero, so spreadsheets that read it as a number keep all 12 digits.
  let payload = String(1 + randomInt(9));
  while (payload.length < 11) payload += String(randomInt(10));
  return payload + String(luhnCheckDigit(payload));
}

/** The number as printed: 4 groups of 3 digits (123 456 789 012). */
export function formatIndividualNumber(value: string): string {
  return normalizeIndividualNumber(value).replace(/(\d{3})(?=\d)/g, '$1 ');
}
