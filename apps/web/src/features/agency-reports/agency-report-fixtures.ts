import type { AgencyReport } from '@securite/domain/agency-reports/agency-report-schemas';

export const REPORT = '33333333-3333-4333-8333-333333333333';
export const SITE = '44444444-4444-4444-8444-444444444444';

/** Karim's night on the Entrepôt Gennevilliers, its slip mailed to two recipients. */
export function agencyReport(extra: Partial<AgencyReport> = {}): AgencyReport {
  return {
    id: REPORT,
    serviceId: '55555555-5555-4555-8555-555555555555',
    reference: 'S-0042',
    site: { id: SITE, name: 'Entrepôt Gennevilliers' },
    customer: { id: 'client-demo', name: 'Client Démo' },
    agent: { id: 'membre-agent', fullname: 'Karim Benali' },
    realStartAt: '2026-11-24T19:02:00.000Z',
    realEndAt: '2026-11-25T05:58:00.000Z',
    createdAt: '2026-11-25T05:58:01.000Z',
    generatedAt: '2026-11-25T05:58:03.000Z',
    sentAt: '2026-11-25T05:58:04.000Z',
    recipients: ['contact@client.test', 'claire@client.test'],
    sendCount: 1,
    ...extra,
  };
}
