import { describe, expect, it } from 'vitest';
import { zFetchOffers } from './offer-schemas.ts';
import { contactLine, formatPhone } from './offer-types.ts';

describe('offers board', () => {
  it('requires the type filter (spec 001 section 5)', () => {
    const missing = zFetchOffers.safeParse({ filters: {} });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('Obligatoire');
    expect(zFetchOffers.safeParse({ filters: { type: 'active' } }).success).toBe(true);
    // No body, or no filters: refused too (never a default that would hide the missing type).
    expect(zFetchOffers.safeParse(null).success).toBe(false);
    expect(zFetchOffers.safeParse({}).error?.issues[0]?.message).toBe('Obligatoire');
  });

  it('builds the contact line from the agency’s name, e-mail and on-call number', () => {
    expect(contactLine({ name: 'Sécurité Démo', email: 'contact@demo.test', onCallNumber: '0140000000' })).toBe(
      'Sécurité Démo · contact@demo.test · 01 40 00 00 00',
    );
    expect(contactLine({ name: 'Agence Témoin', email: null, onCallNumber: null })).toBe('Agence Témoin');
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
  });
});
