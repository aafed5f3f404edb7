import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compactIdentifier,
  frenchVatKey,
  frenchVatNumber,
  identifierMessages as im,
  isValidBic,
  isValidIban,
  isValidSiren,
  isValidSiret,
  isValidVatId,
  luhnValid,
  sirenError,
  sirenOfVat,
  vatNumberError,
} from './french-identifiers.ts';

describe('SIREN', () => {
  it('accepts real SIRENs and La Poste', () => {
    for (const siren of ['732829320', '552100554', '303265045', '356000000']) expect(sirenError(siren)).toBeNull();
  });
  it('refuses a wrong key or a wrong length with a French message', () => {
    expect(sirenError('732829321')).toBe(im.sirenKey);
    expect(sirenError('12345678')).toBe(im.sirenFormat);
    expect(sirenError('1234567890')).toBe(im.sirenFormat);
    expect(sirenError('73282932A')).toBe(im.sirenFormat);
  });
  it('compacts spaces and dots', () => {
    expect(compactIdentifier(' 732 829.320 ')).toBe('732829320');
    expect(compactIdentifier('fr 40 303-265-045')).toBe('FR40303265045');
  });
  it('finds exactly one valid last digit for any 8 first digits (Luhn)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (head) => {
        const valid = [...'0123456789'].filter((d) => luhnValid(head + d));
        expect(valid).toHaveLength(1);
      }),
    );
  });
});

describe('VAT number', () => {
  it('accepts the French numbers of known companies', () => {
    expect(frenchVatNumber('303265045')).toBe('FR40303265045');
    expect(vatNumberError('FR40303265045')).toBeNull();
    expect(vatNumberError('FR44732829320')).toBeNull();
    expect(sirenOfVat('FR40303265045')).toBe('303265045');
  });
  it('refuses a wrong key, a bad shape or a bad SIREN inside', () => {
    expect(vatNumberError('FR41303265045')).toBe(im.vatKey);
    expect(vatNumberError('FR4030326504')).toBe(im.vatFormat);
    expect(vatNumberError('FRAB303265045')).toBe(im.vatFormat);
    expect(vatNumberError(`FR${frenchVatKey('732829321')}732829321`)).toBe(im.vatKey);
  });
  it('checks only the shape of another country’s number', () => {
    expect(vatNumberError('DE123456789')).toBeNull();
    expect(vatNumberError('D1')).toBe(im.vatForeignFormat);
    expect(sirenOfVat('DE123456789')).toBeNull();
  });
  it('builds a number every valid SIREN passes with', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (head) => {
        const siren = [...'0123456789'].map((d) => head + d).find(luhnValid) as string;
        expect(vatNumberError(frenchVatNumber(siren))).toBeNull();
      }),
    );
  });
});

// The yes-or-no checks of an invoice's identifiers (Factur-X), on the same primitives.
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
    expect(frenchVatNumber('832145676')).toBe('FR32832145676');
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
