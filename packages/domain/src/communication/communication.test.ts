import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRichText, plainTextOf } from './rich-text.ts';
import { SPONSOR_DESCRIPTION_MAX, zSponsorConfigSave } from './sponsor.ts';
import { isHttpUrl } from './url.ts';

/** The schema's first French error of each field, as the form shows them under the fields. */
function sponsorErrors(input: {
  title: string;
  description: string;
}): Partial<Record<'title' | 'description', string>> {
  const result = zSponsorConfigSave.safeParse({ ...input, isActive: false });
  if (result.success) return {};
  const errors: Partial<Record<'title' | 'description', string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'title' || field === 'description') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

describe('sponsorship validation (spec 001 section 5)', () => {
  it('requires a title of at most 255 characters and a description of at most 10000', () => {
    expect(sponsorErrors({ title: '', description: '' })).toEqual({
      title: 'Le titre est requis',
      description: 'La description est requise',
    });
    expect(sponsorErrors({ title: '   ', description: ' \n ' })).toEqual({
      title: 'Le titre est requis',
      description: 'La description est requise',
    });
    expect(sponsorErrors({ title: 'x'.repeat(256), description: 'x'.repeat(SPONSOR_DESCRIPTION_MAX + 1) })).toEqual({
      title: 'Le titre ne peut pas dépasser 255 caractères',
      description: 'La description ne peut pas dépasser 10000 caractères',
    });
    expect(sponsorErrors({ title: 'x'.repeat(255), description: 'x'.repeat(SPONSOR_DESCRIPTION_MAX) })).toEqual({});
  });

  it('keeps the active flag off unless asked, and trims the title', () => {
    expect(zSponsorConfigSave.parse({ title: ' Parrainez ', description: 'd' })).toEqual({
      title: 'Parrainez',
      description: 'd',
      isActive: false,
    });
  });
});

describe('rich text', () => {
  it('reads titles, paragraphs, lists, bold, italic and safe links', () => {
    expect(parseRichText('## Offre\n\nGagnez **un mois** *offert*.\n- un\n- [site](https://exemple.fr)')).toEqual([
      { type: 'heading', children: [{ type: 'text', text: 'Offre' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Gagnez ' },
          { type: 'bold', children: [{ type: 'text', text: 'un mois' }] },
          { type: 'text', text: ' ' },
          { type: 'italic', children: [{ type: 'text', text: 'offert' }] },
          { type: 'text', text: '.' },
        ],
      },
      {
        type: 'list',
        items: [
          [{ type: 'text', text: 'un' }],
          [{ type: 'link', href: 'https://exemple.fr', children: [{ type: 'text', text: 'site' }] }],
        ],
      },
    ]);
  });

  it('never makes a link of a javascript: address, and loses no text', () => {
    expect(plainTextOf('[clic](javascript:alert(1))')).toBe('[clic](javascript:alert(1))');
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const blocks = parseRichText(text);
        const links = JSON.stringify(blocks).match(/"href":"([^"]*)"/g) ?? [];
        return links.every((l) => /"href":"(https?:\/\/|mailto:)/i.test(l));
      }),
    );
  });
});

describe('isHttpUrl', () => {
  it('accepts web addresses only', () => {
    expect(isHttpUrl('https://formation.exemple.fr/plan?id=2')).toBe(true);
    expect(isHttpUrl('http://localhost:8080')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('https://')).toBe(false);
    expect(isHttpUrl('ftp://exemple.fr')).toBe(false);
  });
});
