// Check digits of the identifiers an invoice carries, so a typo is caught before the invoice is numbered.

const compact = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A SIREN: nine digits with a Luhn key (La Poste's 356 000 000 excepted, as INSEE documents). */
export function isValidSiren(value: string): boolean {
  const siren = compact(value);
  return /^\d{9}$/.test(siren) && (luhn(siren) || siren === '356000000');
}

/** A SIRET: the SIREN and a five-digit establishment number, with a Luhn key (La Poste's by digit sum). */
export function isValidSiret(value: string): boolean {
  const siret = compact(value);
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith('356000000')) return [...siret].reduce((sum, d) => sum + Number(d), 0) % 5 === 0;
  return luhn(siret);
}

/** The French intra-community VAT number of a SIREN: FR, a two-digit key, the SIREN. */
export function frenchVatIdOf(siren: string): string {
  const digits = compact(siren);
  const key = (12 + 3 * (Number(digits) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${digits}`;
}

/**
 * A VAT identifier: a two-letter country prefix (BR-CO-09) and 2 to 13 characters; a French one must carry the
 * key of its SIREN.
 */
export function isValidVatId(value: string): boolean {
  const id = compact(value);
  if (!/^[A-Z]{2}[A-Z0-9+*]{2,13}$/.test(id)) return false;
  if (!id.startsWith('FR')) return true;
  if (!/^FR[0-9A-Z]{2}\d{9}$/.test(id)) return false;
  // Keys with letters belong to an older scheme the tax office alone checks.
  return /^\d{2}$/.test(id.slice(2, 4)) ? frenchVatIdOf(id.slice(4)) === id : true;
}

/** An IBAN: country, check digits, up to 30 characters, with the ISO 13616 modulo 97 equal to 1. */
export function isValidIban(value: string): boolean {
  const iban = compact(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const code = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** A BIC: bank, country, location and an optional branch (8 or 11 characters). */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compact(value));
}

/** An identifier as written in the XML: no spaces, dots or dashes, upper case. */
export function compactIdentifier(value: string): string {
  return compact(value);
}
