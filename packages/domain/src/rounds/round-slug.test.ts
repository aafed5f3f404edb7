import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundSlug, uniqueRoundSlug } from './round-slug.ts';

describe('roundSlug', () => {
  it('lowers the case, strips the accents and joins the words with dashes', () => {
    expect(roundSlug('Ronde de nuit n°2')).toBe('ronde-de-nuit-n-2');
    expect(roundSlug('  Périmètre — Entrepôt Est ')).toBe('perimetre-entrepot-est');
    expect(roundSlug('Œil & Ça')).toBe('il-ca');
  });

  it('falls back to « ronde » when nothing is left', () => {
    expect(roundSlug('***')).toBe('ronde');
    expect(roundSlug('')).toBe('ronde');
  });

  it('always gives a short slug of lower-case letters, digits and single inner dashes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const slug = roundSlug(name);
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(slug.length).toBeLessThanOrEqual(80);
      }),
    );
  });
});

describe('uniqueRoundSlug', () => {
  it('adds the first free number when the slug is taken', () => {
    expect(uniqueRoundSlug('Ronde nuit', [])).toBe('ronde-nuit');
    expect(uniqueRoundSlug('Ronde nuit', ['ronde-nuit'])).toBe('ronde-nuit-2');
    expect(uniqueRoundSlug('Ronde nuit', ['ronde-nuit', 'ronde-nuit-2', 'ronde-nuit-4'])).toBe('ronde-nuit-3');
  });
});
