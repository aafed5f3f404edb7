import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationMessages as m } from './messages.ts';
import {
  cardExpiry,
  cardNumber,
  compose,
  cvc,
  dateRangeAtMostYears,
  decimal,
  email,
  exactSelection,
  frenchPhone,
  integer,
  maxLength,
  multipleOf,
  password,
  positiveInteger,
  required,
  shortcut,
  socialSecurityNumber,
} from './rules.ts';

describe('generic validators (spec 001 section 5)', () => {
  it('required', () => {
    expect(required('')).toBe('Obligatoire');
    expect(required('  ')).toBe('Obligatoire');
    expect(required([])).toBe('Obligatoire');
    expect(required(0)).toBeUndefined();
    expect(required('a')).toBeUndefined();
  });

  it('integers', () => {
    expect(integer('12')).toBeUndefined();
    expect(integer('-3')).toBeUndefined();
    expect(integer('1.5')).toBe('Nombre entier uniquement');
    expect(positiveInteger('-3')).toBe('Entier positif uniquement');
    expect(positiveInteger('7')).toBeUndefined();
  });

  it('password needs 6 characters, a digit, a lowercase and an uppercase letter', () => {
    expect(password('Demo1234')).toBeUndefined();
    for (const bad of ['Ab1', 'abcdef1', 'ABCDEF1', 'Abcdefg']) {
      expect(password(bad)).toBe('6 caractères min., 1 chiffre min., 1 minuscule min., 1 majuscule min.');
    }
  });

  it('e-mail, social security number, phone', () => {
    expect(email('a@b.fr')).toBeUndefined();
    expect(email('a@b')).toBe(m.email);
    expect(socialSecurityNumber('1 85 05 78 006 084 36')).toBeUndefined();
    expect(socialSecurityNumber('2 90 12 2A 004 123')).toBeUndefined();
    expect(socialSecurityNumber('3850578006084')).toBe(m.socialSecurityNumber);
    expect(frenchPhone('06 12 34 56 78')).toBeUndefined();
    expect(frenchPhone('+33612345678')).toBeUndefined();
    expect(frenchPhone('0012345678')).toBe(m.phone);
  });

  it('card number, expiry and CVC', () => {
    expect(cardNumber('4242 4242 4242 4242')).toBeUndefined();
    expect(cardNumber('4242 4242 4242')).toBe(m.cardNumber);
    expect(cardExpiry('09/27')).toBeUndefined();
    expect(cardExpiry('09/2027')).toBeUndefined();
    expect(cardExpiry('13/27')).toBe(m.cardExpiry);
    expect(cvc('123')).toBeUndefined();
    expect(cvc('12')).toBe(m.cvc);
  });

  it('decimals up to 11 digits and 3 decimals', () => {
    expect(decimal('12345678901.123')).toBeUndefined();
    expect(decimal('12,5')).toBeUndefined();
    expect(decimal('1.2345')).toBe('Veuillez saisir une valeur avec au maximum 3 chiffres après la virgule');
  });

  it('lengths, multiples, ranges and selections', () => {
    expect(maxLength(3)('abcd')).toBe('Maximum 3 caractères');
    expect(maxLength(3)('abc')).toBeUndefined();
    expect(multipleOf(0.25)('1.5')).toBeUndefined();
    expect(multipleOf(0.25)('1.3')).toBe('Doit être un multiple de 0.25');
    expect(dateRangeAtMostYears(1)(['2026-01-01', '2027-01-01'])).toBeUndefined();
    expect(dateRangeAtMostYears(1)(['2026-01-01', '2027-01-02'])).toBe('Doit être inférieure ou égale à 1 an(s)');
    expect(exactSelection(2)([1])).toBe('Sélectionnez exactement 2 éléments');
    expect(shortcut('')).toBe(m.shortcut);
  });

  it('compose returns the first message', () => {
    const v = compose(required, maxLength(2));
    expect(v('')).toBe('Obligatoire');
    expect(v('abc')).toBe('Maximum 2 caractères');
  });

  it('accepts every integer written in decimal', () => {
    fc.assert(fc.property(fc.integer(), (n) => integer(String(n)) === undefined));
    fc.assert(fc.property(fc.nat(), (n) => positiveInteger(String(n)) === undefined));
  });
});
