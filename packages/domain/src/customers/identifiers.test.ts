import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compactIdentifier,
  frenchVatKey,
  frenchVatNumber,
  identifierMessages as im,
  luhnValid,
  sirenError,
  sirenOfVat,
  vatNumberError,
} from './identifiers.ts';

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
