import { describe, expect, it } from 'vitest';
import { frenchVatIdOf, isValidBic, isValidIban, isValidSiren, isValidSiret, isValidVatId } from './identifiers.ts';

describe('invoice identifiers', () => {
  it('checks a SIREN and a SIRET by their Luhn key', () => {
    expect(isValidSiren('832 145 676')).toBe(true);
    expect(isValidSiren('832145677')).toBe(false);
    expect(isValidSiren('83214567')).toBe(false);
    expect(isValidSiren('356000000')).toBe(true);
    expect(isValidSiret('832 145 676 10008')).toBe(true);
    expect(isValidSiret('83214567610009')).toBe(false);
  });

  it('derives and checks the French VAT number of a SIREN', () => {
    expect(frenchVatIdOf('832145676')).toBe('FR32832145676');
    expect(isValidVatId('FR 32 832145676')).toBe(true);
    expect(isValidVatId('FR33832145676')).toBe(false);
    expect(isValidVatId('BE0123456749')).toBe(true);
    expect(isValidVatId('832145676')).toBe(false);
  });

  it('checks an IBAN by its modulo 97 and a BIC by its shape', () => {
    expect(isValidIban('FR76 3000 4000 0312 3456 7890 143')).toBe(true);
    expect(isValidIban('FR76 3000 4000 0312 3456 7890 144')).toBe(false);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidBic('BNPAFRPPXXX')).toBe(true);
    expect(isValidBic('BNPAFRPP')).toBe(true);
    expect(isValidBic('BNP')).toBe(false);
  });
});
