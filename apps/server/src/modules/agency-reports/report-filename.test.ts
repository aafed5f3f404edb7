import { describe, expect, it } from 'vitest';
import type { ReportContent } from './load-report-content.ts';
import { reportFilename } from './render-agency-report-pdf.ts';

// Issue 25: the intervention report's file is named after the agency's day of the service, not the UTC day.
const content = (startedAt: string) =>
  ({
    agency: { id: 'a', name: 'Agence', timezone: 'Europe/Paris' },
    site: { name: 'Entrepôt Nord' },
    service: { startAt: new Date(startedAt), realStartAt: new Date(startedAt) },
  }) as unknown as ReportContent;

describe('reportFilename', () => {
  it.each([
    ['summer 23:30', '2026-07-14T21:30:00Z', '2026-07-14'],
    ['summer 00:30', '2026-07-14T22:30:00Z', '2026-07-15'],
    ['winter 23:30', '2026-01-14T22:30:00Z', '2026-01-14'],
    ['winter 00:30', '2026-01-14T23:30:00Z', '2026-01-15'],
  ])('names a service taken at %s in Paris after its Paris day', (_label, at, day) => {
    expect(reportFilename(content(at))).toBe(`bon-intervention-entrepot-nord-${day}.pdf`);
  });
});
