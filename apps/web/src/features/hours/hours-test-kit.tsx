import { monthPeriod } from '@securite/domain/hours/hour-period';
import type {
  AgentHoursRow,
  HourDetail,
  HourLine,
  HoursFigures,
  SiteHoursRow,
} from '@securite/domain/hours/hours-schemas';
import { defaultPlanningSettings } from '@securite/domain/planning/planning-settings';
import type { CurrentUser } from '@securite/domain/session/schemas';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { fixtures } from '../../test/fixtures.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';

export const base = '/api/agency/agence-demo';

/** A page of the feature on its own, signed in as the user (the planning staff by default). */
export function renderHoursPage(ui: ReactNode, user: CurrentUser = fixtures.planning) {
  return renderWithSession(ui, user, { agencyId: 'agence-demo' });
}

/** The month the screens open on. */
export const thisMonth = () => monthPeriod(format(new Date(), 'yyyy-MM-dd'));

export const context = { timeZone: 'Europe/Paris', coefficients: defaultPlanningSettings.coefficients };

export function figures(extra: Partial<HoursFigures> = {}): HoursFigures {
  return {
    servicesCount: 3,
    plannedMinutes: 9150,
    realizedMinutes: 0,
    categories: { day: 9150, night: 0, sunday: 0, holiday: 0, nightSunday: 0, nightHoliday: 0 },
    weightedHours: 152.5,
    ...extra,
  };
}

export function agentRow(id: string, fullname: string, extra: Partial<AgentHoursRow> = {}): AgentHoursRow {
  return {
    agent: { id, fullname },
    ...figures(),
    limit: { hours: 35, period: 'weekly' },
    workingLimit: 151.67,
    overtimeIncreaseBp: 2500,
    overtimeMinutes: 0,
    overtimeWeightedHours: 0,
    ...extra,
  };
}

export function siteRow(id: string, name: string, extra: Partial<SiteHoursRow> = {}): SiteHoursRow {
  return { site: { id, name, customerName: null }, ...figures(), unassignedMinutes: 0, ...extra };
}

export function hourLine(id: string, extra: Partial<HourLine> = {}): HourLine {
  return {
    serviceId: id,
    reference: `S-${id}`,
    status: 0,
    startAt: '2026-02-07T19:00:00.000Z',
    endAt: '2026-02-08T07:00:00.000Z',
    realStartAt: null,
    realEndAt: null,
    site: { id: 'site-1', name: 'Entrepôt Paris' },
    agent: { id: 'agent-1', fullname: 'Nina Aubert' },
    plannedMinutes: 720,
    realizedMinutes: 0,
    categories: { day: 60, night: 180, sunday: 120, holiday: 0, nightSunday: 360, nightHoliday: 0 },
    weightedHours: 13.7,
    ...extra,
  };
}

export function hourDetail(extra: Partial<HourDetail> = {}): HourDetail {
  return {
    lines: [hourLine('1')],
    totals: figures({ plannedMinutes: 720, servicesCount: 1, weightedHours: 13.7 }),
    overtime: {
      limit: { hours: 35, period: 'weekly' },
      periods: [
        { start: '2026-02-02', end: '2026-02-08', minutes: 720, limitMinutes: 2100, overtimeMinutes: 0 },
        { start: '2026-02-09', end: '2026-02-15', minutes: 2400, limitMinutes: 2100, overtimeMinutes: 300 },
      ],
      overtimeIncreaseBp: 5000,
      overtimeMinutes: 300,
      overtimeWeightedHours: 7.5,
    },
    ...context,
    ...extra,
  };
}
