import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_YEAR, MIN_YEAR } from '../time/year-range.ts';
import { validationMessages as m } from './messages.ts';
import {
  hasNoNul,
  isFreeOfNul,
  zEmail,
  zFreeData,
  zIsoDate,
  zIsoDateTime,
  zOptionalString,
  zPassword,
  zPhone,
  zRequiredString,
  zSearch,
  zText,
} from './zod.ts';

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** A real calendar day of any year 0000…9999, as the API receives it. */
const arbDay = fc
  .date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`);
const arbOffset = fc.constantFrom('Z', '+01:00', '+02:00', '-05:00', '+14:00', '-12:00');
const arbTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, mi, s]) => `${pad(h, 2)}:${pad(mi, 2)}:${pad(s, 2)}`);
const inRange = (value: string) => Number(value.slice(0, 4)) >= MIN_YEAR && Number(value.slice(0, 4)) <= MAX_YEAR;
/** A text with at least one NUL somewhere. */
const arbNulText = fc
  .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }))
  .map(([a, b]) => `${a}\u0000${b}`);

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('zIsoDate', () => {
  it('accepts a real day exactly when its year is between MIN_YEAR and MAX_YEAR', () => {
    fc.assert(
      fc.property(arbDay, (day) => {
        const result = zIsoDate().safeParse(day);
        expect(result.success).toBe(inRange(day));
        if (!result.success) expect(result.error.issues.map((i) => i.message)).toEqual([m.dateOutOfRange]);
      }),
    );
  });

  it('refuses the typos that reached the exports and the database, with the range message', () => {
    for (const day of ['0001-01-01', '9999-12-31', '0800-06-15', '1899-12-31', '2201-01-01']) {
      expect(messagesOf(zIsoDate('La date est obligatoire'), day)).toEqual([m.dateOutOfRange]);
    }
    for (const day of ['1900-01-01', '2026-02-28', '2200-12-31']) expect(zIsoDate().parse(day)).toBe(day);
  });

  it('answers the field’s own message for a malformed or missing day, and the `missing` one when given', () => {
    for (const day of ['2026-02-30', '2026-1-1', '26-01-01', '2026-01-01T00:00:00Z', '2026-01-01\u0000', '']) {
      expect(messagesOf(zIsoDate('Date de début invalide'), day)).toEqual(['Date de début invalide']);
    }
    expect(messagesOf(zIsoDate(m.invalid, m.required), undefined)).toEqual([m.required]);
    expect(messagesOf(zIsoDate(m.invalid, m.required), 'x')).toEqual([m.invalid]);
    expect(messagesOf(zIsoDate(m.invalid, m.required), 20260101)).toEqual([m.required]);
  });
});

describe('zIsoDateTime', () => {
  it('accepts an instant with its offset exactly when its written year is in range', () => {
    fc.assert(
      fc.property(arbDay, arbTime, arbOffset, (day, time, offset) => {
        const instant = `${day}T${time}${offset}`;
        const result = zIsoDateTime().safeParse(instant);
        expect(result.success).toBe(inRange(instant));
        if (!result.success) expect(result.error.issues.map((i) => i.message)).toEqual([m.dateOutOfRange]);
      }),
    );
  });

  it('refuses a malformed instant, one without an offset, or one with a NUL, with one message', () => {
    for (const value of ['2026-01-01', '2026-01-01T08:00:00', '2026-13-01T08:00:00Z', '2026\u0000', 'demain']) {
      expect(messagesOf(zIsoDateTime('Début invalide'), value)).toEqual(['Début invalide']);
    }
  });
});

describe('text helpers', () => {
  const helpers: Array<[string, z.ZodType]> = [
    ['zText', zText()],
    ['zRequiredString', zRequiredString()],
    ['zOptionalString', zOptionalString()],
    ['zSearch', zSearch()],
    ['zEmail', zEmail()],
    ['zPassword', zPassword()],
    ['zPhone', zPhone()],
  ];

  it.each(helpers)('%s refuses any text holding a NUL with « Caractère non autorisé »', (_, schema) => {
    fc.assert(
      fc.property(arbNulText, (value) => {
        expect(messagesOf(schema, value)).toContain(m.forbiddenCharacter);
      }),
    );
  });

  it('keeps every text without NUL as before', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), (value) => {
        fc.pre(hasNoNul(value));
        expect(zText().parse(value)).toBe(value);
        expect(zOptionalString().parse(value)).toBe(value.trim());
        expect(zSearch().parse(value)).toBe(value.trim());
      }),
    );
    expect(zRequiredString().parse('  Site  ')).toBe('Site');
    expect(messagesOf(zRequiredString(), '   ')).toEqual([m.required]);
    expect(messagesOf(zRequiredString(3), 'abcd')).toEqual([m.maxLength(3)]);
  });

  it('names the field of a NUL in a nested object', () => {
    const schema = z.object({ filters: z.object({ search: zSearch() }), name: zRequiredString() });
    const result = schema.safeParse({ filters: { search: 'a\u0000' }, name: 'ok' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['filters.search', m.forbiddenCharacter],
    ]);
  });
});

describe('zFreeData', () => {
  it('refuses a NUL in any key or text of free JSON data, at any depth', () => {
    fc.assert(
      fc.property(fc.jsonValue(), arbNulText, fc.boolean(), (json, nul, asKey) => {
        const data = asKey ? { [nul]: json } : { inner: [json, { text: nul }] };
        expect(messagesOf(zFreeData(), data)).toEqual([m.forbiddenCharacter]);
      }),
    );
    const deep = JSON.parse(`${'['.repeat(5000)}"a\\u0000"${']'.repeat(5000)}`);
    expect(isFreeOfNul(deep)).toBe(false);
  });

  it('refuses a key __proto__ rather than losing it (found by the property below)', () => {
    const data = JSON.parse('{"__proto__": {"admin": true}, "model": "Pixel"}');
    expect(messagesOf(zFreeData(), data)).toEqual([m.invalid]);
    expect(zFreeData().parse(JSON.parse('{"nested": {"__proto__": 1}}'))).toEqual(
      JSON.parse('{"nested": {"__proto__": 1}}'),
    );
  });

  it('keeps data without NUL, a written « \\u0000 » included', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (data) => {
        fc.pre(!JSON.stringify(data).includes('\\u0000') && !Object.hasOwn(data, '__proto__'));
        expect(zFreeData().parse(data)).toEqual(data);
      }),
    );
    expect(zFreeData().parse({ note: '\\u0000 as six characters' })).toEqual({ note: '\\u0000 as six characters' });
  });
});
