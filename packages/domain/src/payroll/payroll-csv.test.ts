import { describe, expect, it } from 'vitest';
import { emptySplit } from '../hours/split-service-minutes.ts';
import { csvCell, payrollCsv } from './payroll-csv.ts';
import { isFrench } from './staff-register.ts';

describe('payroll CSV', () => {
  it('writes French decimals, quotes what needs it and disarms formulas', () => {
    expect(csvCell(152.5)).toBe('152,5');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(null)).toBe('');
  });

  it('writes one line per agent and a totals line, with a BOM and CRLF', () => {
    const elementTotals = { bonus: 12_345, deduction: 0, advance: 5_000, expense: 0 };
    const figures = {
      plannedMinutes: 9_150,
      realizedMinutes: 0,
      categories: { ...emptySplit(), day: 9_150 },
      overtimeMinutes: 90,
      weightedHours: 152.5,
      overtimeWeightedHours: 1.88,
      elementTotals,
    };
    const csv = payrollCsv({
      month: '2026-03',
      label: 'mars 2026',
      rows: [
        {
          ...figures,
          agent: { id: 'x', fullname: 'Nina Aubert', registrationNumber: 'M-1' },
          elements: [
            { id: '1', kind: 'bonus', label: 'Prime de nuit', amountCents: 12_345 },
            { id: '2', kind: 'advance', label: 'Acompte', amountCents: 5_000 },
          ],
        },
      ],
      totals: figures,
    });
    const lines = csv.split('\r\n');
    expect(lines[0].startsWith('\uFEFFMatricule;Collaborateur;')).toBe(true);
    expect(lines[1]).toBe(
      'M-1;Nina Aubert;152,5;0;152,5;0;0;0;0;0;1,5;152,5;123,45;0;50;0;Prime : Prime de nuit 123,45 € | Acompte : Acompte 50,00 €',
    );
    expect(lines[2].startsWith(';Total;152,5;')).toBe(true);
  });

  it('asks for a work permit from foreign workers only', () => {
    expect(isFrench('Française')).toBe(true);
    expect(isFrench('francais')).toBe(true);
    expect(isFrench(null)).toBe(true);
    expect(isFrench('Marocaine')).toBe(false);
  });
});
