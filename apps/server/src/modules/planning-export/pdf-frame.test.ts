import { describe, expect, it } from 'vitest';
import { formatHours, periodLine } from './pdf-frame.ts';

describe('the printed planning’s words', () => {
  it('writes hours as the planning screens do: whole ones alone, otherwise with their minutes', () => {
    expect([8, 24.75, 0.75, 91.75, 151 + 2 / 3, 0].map(formatHours)).toEqual([
      '8 h',
      '24 h 45',
      '0 h 45',
      '91 h 45',
      '151 h 40',
      '0 h',
    ]);
  });

  it('names the period and the hours it is written in, in French', () => {
    expect(periodLine(['2026-11-23', '2026-11-29'], 'Europe/Paris')).toBe(
      'Du 23/11/2026 au 29/11/2026 — heure de Paris',
    );
    expect(periodLine(['2026-12-01', '2026-12-31'], 'America/Cayenne')).toBe(
      'Du 01/12/2026 au 31/12/2026 — fuseau horaire America/Cayenne',
    );
  });
});
