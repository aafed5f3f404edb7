/**
 * The identifiers of companies and bank accounts, one check each: SIREN and SIRET (Luhn key), the intra-community
 * VAT number (FR + key + SIREN), IBAN (ISO 13616) and BIC. The customer and agency forms show the French errors;
 * the invoice checks (Factur-X) ask yes or no, so that a typo is caught before an invoice is numbered.
 */

/** The French errors of the identifier checks, shown under the fields. */
export const identifierMessages = {
  sirenFormat: 'Le numéro SIREN doit comporter exactement 9 chiffres.',
  sirenKey: 'Numéro SIREN invalide : la clé de contrôle ne correspond pas.',
  vatFormat:
    'Numéro de TVA intracommunautaire invalide : format attendu FR suivi de 2 chiffres de clé et des 9 chiffres du SIREN (ex. FR40303265045).',
  vatKey: 'Numéro de TVA intracommunautaire invalide : la clé ne correspond pas au SIREN.',
  vatForeignFormat: 'Numéro de TVA intracommunautaire invalide : 2 lettres de pays suivies de 2 à 13 caractères.',
  vatSirenMismatch: 'Le numéro de TVA intracommunautaire ne correspond pas au numéro SIREN saisi.',
} as const;

/** Spaces, dots and dashes dropped, letters upper-cased: « 303 265 045 » → « 303265045 ». */
export function compactIdentifier(value: string): string {
  return value.replace(/[\s.\-\u00a0]/g, '').toUpperCase();
}

/** Whether a string of digits passes the Luhn check (doubling every second digit from the right). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** La Poste's SIREN (356 000 000) and its establishments are the one known exception to the Luhn key. */
const LA_POSTE = '356000000';

/** The error of a SIREN (already compacted), or null when it is valid. */
export function sirenError(siren: string): string | null {
  if (!/^\d{9}$/.test(siren)) return identifierMessages.sirenFormat;
  if (siren === LA_POSTE) return null;
  return luhnValid(siren) ? null : identifierMessages.sirenKey;
}

/** The 2-digit key of a French VAT number for a SIREN: (12 + 3 × (SIREN mod 97)) mod 97. */
export function frenchVatKey(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return String(key).padStart(2, '0');
}

/** The French VAT number of a SIREN: « FR » + key + SIREN. */
export function frenchVatNumber(siren: string): string {
  return `FR${frenchVatKey(siren)}${siren}`;
}

/**
 * The error of an intra-community VAT number (already compacted), or null when it is valid. A French one must
 * carry the key of its SIREN; another country's is only checked for its shape.
 */
export function vatNumberError(vat: string): string | null {
  if (vat.startsWith('FR')) {
    if (!/^FR\d{11}$/.test(vat)) return identifierMessages.vatFormat;
    const siren = vat.slice(4);
    if (sirenError(siren) !== null) return identifierMessages.vatKey;
    return vat.slice(2, 4) === frenchVatKey(siren) ? null : identifierMessages.vatKey;
  }
  return /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(vat) ? null : identifierMessages.vatForeignFormat;
}

/** The SIREN inside a French VAT number, or null for another country's. */
export function sirenOfVat(vat: string): string | null {
  return /^FR\d{11}$/.test(vat) ? vat.slice(4) : null;
}

/** A SIREN: nine digits with a Luhn key (La Poste's 356 000 000 excepted, as INSEE documents). */
export function isValidSiren(value: string): boolean {
  return sirenError(compactIdentifier(value)) === null;
}

/** A SIRET: the SIREN and a five-digit establishment number, with a Luhn key (La Poste's by digit sum). */
export function isValidSiret(value: string): boolean {
  const siret = compactIdentifier(value);
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith(LA_POSTE)) return [...siret].reduce((sum, d) => sum + Number(d), 0) % 5 === 0;
  return luhnValid(siret);
}

/**
 * A VAT identifier on an invoice: a two-letter country prefix (BR-CO-09) and 2 to 13 characters; a French one must
 * carry the key of its SIREN. Keys with letters belong to an older scheme the tax office alone checks.
 */
export function isValidVatId(value: string): boolean {
  const id = compactIdentifier(value);
  if (!/^[A-Z]{2}[A-Z0-9+*]{2,13}$/.test(id)) return false;
  if (!id.startsWith('FR')) return true;
  if (!/^FR[0-9A-Z]{2}\d{9}$/.test(id)) return false;
  return /^\d{2}$/.test(id.slice(2, 4)) ? frenchVatNumber(id.slice(4)) === id : true;
}

/** An IBAN: country, check digits, up to 30 characters, with the ISO 13616 modulo 97 equal to 1. */
export function isValidIban(value: string): boolean {
  const iban = compactIdentifier(value);
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
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compactIdentifier(value));
}
