/** French company identifiers: SIREN (9 digits, Luhn key) and the intra-community VAT number (FR + key + SIREN). */

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
