import { describe, expect, it } from 'vitest';
import {
  exportDayOf,
  exportFilename,
  exportRange,
  exportTitle,
  MAX_EXPORT_IDS,
  planningExportMessages,
  zPlanningExportQuery,
  zPlanningSendRequest,
} from './planning-export-schemas.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('exportRange', () => {
  it('gives the Monday-to-Sunday week of any of its days', () => {
    for (const day of ['2026-12-14', '2026-12-17', '2026-12-20']) {
      expect(exportRange('week', day)).toEqual({
        start: '2026-12-14',
        end: '2026-12-21',
        label: 'semaine du 14/12/2026',
      });
    }
    expect(exportRange('week', '2027-01-01').start).toBe('2026-12-28');
  });

  it('gives the calendar month, December running into the next year', () => {
    expect(exportRange('month', '2026-12-31')).toEqual({
      start: '2026-12-01',
      end: '2027-01-01',
      label: 'décembre 2026',
    });
    expect(exportRange('month', '2028-02-10')).toEqual({
      start: '2028-02-01',
      end: '2028-03-01',
      label: 'février 2028',
    });
  });

  it('titles and names the files as the planner reads them', () => {
    expect(exportTitle('sites', exportRange('week', '2026-12-16'))).toBe('Planning par sites — semaine du 14/12/2026');
    expect(exportTitle('agents', exportRange('month', '2026-12-16'))).toBe(
      'Planning par collaborateurs — décembre 2026',
    );
    expect(exportFilename('sites', 'month', exportRange('month', '2026-12-16'), 'pdf')).toBe(
      'planning-sites-2026-12.pdf',
    );
    expect(exportFilename('agents', 'week', exportRange('week', '2026-12-16'), 'xlsx')).toBe(
      'planning-agents-2026-12-14.xlsx',
    );
  });
});

describe('exportDayOf', () => {
  it('takes the week of the first shown day and the month holding most of the shown days', () => {
    expect(exportDayOf('week', '2026-11-30', '2026-12-06')).toBe('2026-11-30');
    expect(exportDayOf('month', '2026-11-30', '2026-12-06')).toBe('2026-12-03');
    expect(exportDayOf('month', '2026-12-01', '2026-12-31')).toBe('2026-12-16');
    expect(exportDayOf('month', '2026-12-01', 'n/a')).toBe('2026-12-01');
  });
});

describe('zPlanningExportQuery', () => {
  it('reads ids written once with commas or repeated', () => {
    const base = { view: 'sites', period: 'week', from: '2026-12-14' };
    expect(zPlanningExportQuery.parse({ ...base, ids: `${id(1)},${id(2)}` }).ids).toEqual([id(1), id(2)]);
    expect(zPlanningExportQuery.parse({ ...base, ids: [id(1), id(2)] }).ids).toEqual([id(1), id(2)]);
    expect(zPlanningExportQuery.parse({ ...base, ids: '' }).ids).toBeUndefined();
  });

  it('refuses an unknown view, a bad day, a bad id or too many ids with French messages', () => {
    const issues = (input: unknown) => zPlanningExportQuery.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ view: 'clients', period: 'week', from: '2026-12-14' })).toEqual([planningExportMessages.view]);
    expect(issues({ view: 'sites', period: 'week', from: '2026-02-30' })).toEqual([planningExportMessages.from]);
    expect(issues({ view: 'sites', period: 'year', from: '2026-12-14' })).toEqual([planningExportMessages.period]);
    expect(issues({ view: 'sites', period: 'week', from: '2026-12-14', ids: 'x' })).toEqual(['Valeur invalide']);
    // null is no « every row » (that is no ids at all): a client sending it has a bug to hear about.
    expect(
      zPlanningExportQuery.safeParse({ view: 'sites', period: 'week', from: '2026-12-14', ids: null }).success,
    ).toBe(false);
    const many = Array.from({ length: MAX_EXPORT_IDS + 1 }, (_, n) => id(n)).join(',');
    expect(issues({ view: 'sites', period: 'week', from: '2026-12-14', ids: many })).toEqual([
      planningExportMessages.tooManyIds,
    ]);
  });
});

describe('planningExportMessages', () => {
  it('names the agents without an address', () => {
    expect(planningExportMessages.noEmail(['Jean Dupont'])).toBe(
      'Jean Dupont n’a pas d’adresse e-mail : le planning ne peut pas lui être envoyé.',
    );
    expect(planningExportMessages.noEmail(['A B', 'C D'])).toContain('A B, C D');
    expect(zPlanningSendRequest.safeParse({ period: 'month', from: '2026-12-01', agentIds: ['x'] }).success).toBe(
      false,
    );
  });
});
