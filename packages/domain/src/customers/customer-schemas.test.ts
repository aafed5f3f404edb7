import { describe, expect, it } from 'vitest';
import { identifierMessages as im } from '../identifiers/french-identifiers.ts';
import { formatCustomerNumber } from './customer-number.ts';
import { zCustomerSave } from './customer-schemas.ts';
import { dueDate, settlementLabel } from './settlement.ts';

const errorsOf = (input: unknown) => {
  const parsed = zCustomerSave.safeParse(input);
  return Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
};

describe('customer save', () => {
  it('compacts and checks SIREN and VAT numbers', () => {
    const ok = zCustomerSave.parse({ name: 'ACME', siren: '303 265 045', vatNumber: 'fr 40 303265045', email: '' });
    expect(ok).toMatchObject({ siren: '303265045', vatNumber: 'FR40303265045', email: null });
    expect(errorsOf({ name: 'ACME', siren: '303265046' })).toEqual({ siren: im.sirenKey });
    expect(errorsOf({ name: 'ACME', vatNumber: 'FR41303265045' })).toEqual({ vatNumber: im.vatKey });
    expect(errorsOf({ name: 'ACME', siren: '732829320', vatNumber: 'FR40303265045' })).toEqual({
      vatNumber: im.vatSirenMismatch,
    });
  });
  it('refuses two contacts with one e-mail and an empty name', () => {
    const contact = { lastname: 'Durand', email: 'a@b.fr' };
    expect(errorsOf({ name: ' ', userCompanies: [contact, { ...contact, email: 'A@b.fr' }] })).toEqual({
      name: 'Obligatoire',
      'userCompanies.1.email': 'Deux contacts ne peuvent pas avoir la même adresse e-mail.',
    });
  });
  it('keeps settlement periods within the law', () => {
    expect(errorsOf({ name: 'A', customerInfos: { settlementPeriodDays: 90 } })).toHaveProperty(
      'customerInfos.settlementPeriodDays',
    );
  });
});

describe('numbers and due dates', () => {
  it('formats customer numbers', () => {
    expect(formatCustomerNumber(1)).toBe('C-0001');
    expect(formatCustomerNumber(12345)).toBe('C-12345');
  });
  it('computes due dates', () => {
    expect(dueDate('2026-01-31', 'days', 30)).toBe('2026-03-02');
    expect(dueDate('2026-01-15', 'daysEndOfMonth', 45)).toBe('2026-03-31');
    expect(dueDate('2026-01-15', 'onReceipt', 30)).toBe('2026-01-15');
    expect(settlementLabel('daysEndOfMonth', 45)).toBe('À 45 jours fin de mois');
  });
});
