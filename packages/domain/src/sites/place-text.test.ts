import { describe, expect, it } from 'vitest';
import { normalizePlaceText, parsePlaceQuery } from './place-text.ts';

describe('normalizePlaceText', () => {
  it('ignores accents, case, hyphens, apostrophes and ligatures', () => {
    expect(normalizePlaceText('Saint-Étienne-du-Rouvray')).toBe('saint etienne du rouvray');
    expect(normalizePlaceText("L'Haÿ-les-Roses")).toBe('l hay les roses');
    expect(normalizePlaceText('  Œuilly  ')).toBe('oeuilly');
    expect(normalizePlaceText('ÎLE-DE-BATZ')).toBe('ile de batz');
  });
});

describe('parsePlaceQuery', () => {
  it('keeps the words of a name and a five-digit postcode, drops house numbers', () => {
    expect(parsePlaceQuery('12 rue du Port 92230 Gennevilliers')).toEqual({
      postcode: '92230',
      words: ['rue', 'du', 'port', 'gennevilliers'],
    });
  });

  it('reads a lone number as the first digits of a postcode', () => {
    expect(parsePlaceQuery('750')).toEqual({ postcode: '750', words: [] });
    expect(parsePlaceQuery('10 rue de Rivoli')).toEqual({ postcode: null, words: ['rue', 'de', 'rivoli'] });
  });

  it('expands « St » and « Ste » once the next word is typed, not while it may still be « Strasbourg »', () => {
    expect(parsePlaceQuery('St Denis').words).toEqual(['saint', 'denis']);
    expect(parsePlaceQuery('Ste-Maxime').words).toEqual(['sainte', 'maxime']);
    expect(parsePlaceQuery('st').words).toEqual(['st']);
  });
});
