import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBlocking } from './planning-errors.ts';
import { defaultPlanningSettings, readPlanningSettings } from './planning-settings.ts';
import { coverPageSize, zServiceBatchRequest, zServiceDraft } from './service-schemas.ts';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('zServiceDraft', () => {
  const site = '6f1c2a64-3d0e-4b7b-9a55-0a5a4f1d2c3b';
  it('takes series: following on an edit or a deletion only', () => {
    const id = '0b6c0b5e-7d8e-4f55-9c3e-2b1a6f4d8e90';
    expect(zServiceDraft.parse({ id, series: 'following', delete: true }).series).toBe('following');
    expect(zServiceDraft.parse({ id, postTitle: 'Accueil' }).series).toBeUndefined();
    expect(messagesOf(zServiceDraft.safeParse({ siteId: site, series: 'following' }))).toContain(
      'Seul un service existant peut s’appliquer aux suivants de sa répétition',
    );
    expect(zServiceDraft.safeParse({ id, series: 'all' }).success).toBe(false);
  });
  it('accepts a dated service and defaults to one agent', () => {
    const parsed = zServiceDraft.parse({
      siteId: site,
      startAt: '2027-01-04T08:00:00+01:00',
      endAt: '2027-01-04T16:00:00+01:00',
    });
    expect(parsed.nbAgents).toBe(1);
  });
  it('asks for a site, the times, an end after the start and at most 24 hours', () => {
    expect(
      messagesOf(zServiceDraft.safeParse({ startAt: '2027-01-04T08:00:00Z', endAt: '2027-01-04T09:00:00Z' })),
    ).toContain('Le site est obligatoire');
    expect(messagesOf(zServiceDraft.safeParse({ siteId: site }))).toContain(
      'Les dates de début et de fin sont obligatoires',
    );
    expect(
      messagesOf(
        zServiceDraft.safeParse({ siteId: site, startAt: '2027-01-04T09:00:00Z', endAt: '2027-01-04T09:00:00Z' }),
      ),
    ).toContain('La fin doit être postérieure au début');
    expect(
      messagesOf(
        zServiceDraft.safeParse({ siteId: site, startAt: '2027-01-04T09:00:00Z', endAt: '2027-01-05T09:01:00Z' }),
      ),
    ).toContain('Un service ne peut pas dépasser 24 heures');
  });
  it('validates a recurrence instead of the times', () => {
    const recurrence = {
      repeat: 'weekly',
      days: [],
      startDate: '2027-01-04',
      endDate: '2027-01-01',
      startTime: '20:00',
      endTime: '08:00',
    };
    const messages = messagesOf(zServiceDraft.safeParse({ siteId: site, recurrence }));
    expect(messages).toContain('Choisissez au moins un jour de la semaine');
    expect(messages).toContain('La date de fin doit être postérieure ou égale à la date de début');
  });
  it('lets a deletion or an edit name only the service', () => {
    expect(zServiceDraft.safeParse({ id: site, delete: true }).success).toBe(true);
    expect(zServiceDraft.safeParse({ id: site, agentId: null }).success).toBe(true);
  });
  it('refuses an empty batch with the spec’s text', () => {
    expect(messagesOf(zServiceBatchRequest.safeParse({ services: [] }))).toEqual(['Aucun changement à enregistrer']);
  });
});

describe('cover pages and planning settings', () => {
  it('pages of 100 above 100 services, else 10 (spec 000 section 9)', () => {
    expect(coverPageSize(100)).toBe(10);
    expect(coverPageSize(101)).toBe(100);
    fc.assert(fc.property(fc.nat(10_000), (n) => coverPageSize(n) === (n > 100 ? 100 : 10)));
  });
  it('fills missing or invalid settings with the defaults, and keeps the legal checks blocking', () => {
    expect(readPlanningSettings(undefined)).toEqual(defaultPlanningSettings);
    expect(readPlanningSettings({ colours: { planned: 'bleu' } })).toEqual(defaultPlanningSettings);
    const chosen = readPlanningSettings({ blockingErrors: ['dailyRest'] });
    expect(chosen.blockingErrors).toEqual(['dailyRest']);
    expect(isBlocking('cnapsExpired', chosen.blockingErrors)).toBe(true);
    expect(isBlocking('unavailable', chosen.blockingErrors)).toBe(false);
  });
});
