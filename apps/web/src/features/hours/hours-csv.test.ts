import { describe, expect, it } from 'vitest';
import { agentsHoursCsv, csvCell, csvFileName, sitesHoursCsv } from './hours-csv.ts';
import { agentRow, figures, siteRow } from './hours-test-kit.tsx';

describe('hours CSV', () => {
  it('writes French Excel CSV: BOM, semicolons, decimal hours with a comma, a totals line', () => {
    const row = agentRow('a', 'Nina Aubert', {
      plannedMinutes: 9150,
      overtimeMinutes: 90,
      overtimeWeightedHours: 1.88,
    });
    const text = agentsHoursCsv([row], { ...figures(), overtimeMinutes: 90, overtimeWeightedHours: 1.88 });
    expect(text.startsWith('\uFEFFCollaborateur;Planifiées (h);Réalisées (h);Jour (h);Nuit (h);')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines[1]).toBe('Nina Aubert;152,5;0;152,5;0;0;0;0;0;152,5;35 h / semaine;1,5;1,88');
    expect(lines[2].startsWith('Total;152,5;')).toBe(true);
    expect(lines[3]).toBe('');
  });

  it('keeps names from running as formulas and quotes separators', () => {
    expect(csvCell('=SOMME(A1)')).toBe("'=SOMME(A1)");
    expect(csvCell('Dupont; fils')).toBe('"Dupont; fils"');
    expect(csvCell(null)).toBe('');
  });

  it('writes the sites with their customer and unassigned hours', () => {
    const text = sitesHoursCsv(
      [
        siteRow('s', 'Hall A', {
          site: { id: 's', name: 'Hall A', customerName: 'Client Démo' },
          unassignedMinutes: 240,
        }),
      ],
      { ...figures(), unassignedMinutes: 240 },
    );
    expect(text.split('\r\n')[1]).toBe('Hall A;Client Démo;152,5;0;152,5;0;0;0;0;0;152,5;4');
    expect(csvFileName('sites', { from: '2026-03-01', to: '2026-03-31' })).toBe(
      'heures-sites-2026-03-01-2026-03-31.csv',
    );
  });
});
