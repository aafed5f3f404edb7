import { describe, expect, it } from 'vitest';
import { zAgentsHoursRequest, zHourDetailRequest, zTimeGapsRequest } from './hours-schemas.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('hours requests', () => {
  it('fills the defaults: page 1 of 25, by name', () => {
    expect(zAgentsHoursRequest.parse({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      page: 1,
      limit: 25,
      withHoursOnly: false,
      orderBy: { field: 'name', direction: 'asc' },
    });
  });

  it('refuses a reversed, too long or impossible period in French', () => {
    expect(issues(zAgentsHoursRequest.safeParse({ from: '2026-03-31', to: '2026-03-01' }))).toEqual([
      ['to', 'La fin de la période doit être postérieure ou égale à son début'],
    ]);
    expect(issues(zTimeGapsRequest.safeParse({ from: '2026-01-01', to: '2026-06-30' }))).toEqual([
      ['to', 'La période ne peut pas dépasser 93 jours'],
    ]);
    expect(issues(zAgentsHoursRequest.safeParse({ from: '2026-02-30', to: '2026-03-01' }))).toEqual([
      ['from', 'Valeur invalide'],
    ]);
  });

  it('asks the detail for exactly one agent or site', () => {
    const period = { from: '2026-03-01', to: '2026-03-31' };
    const id = '00000000-0000-4000-8000-000000000000';
    expect(zHourDetailRequest.safeParse({ ...period, agentId: id }).success).toBe(true);
    expect(issues(zHourDetailRequest.safeParse(period))).toEqual([
      ['agentId', 'Choisissez un collaborateur ou un site'],
    ]);
    expect(zHourDetailRequest.safeParse({ ...period, agentId: id, siteId: id }).success).toBe(false);
  });
});
