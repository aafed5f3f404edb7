import { z } from 'zod';
import type { Right } from '../auth/rights.ts';

/**
 * The operations dashboard's tiles (issue 30): each tile is its own call, GET {agency}/dashboard/{tile}, so that it
 * loads, times out and fails alone (spec 001 section 9). A part of a tile the caller has no right to is null.
 */
export const dashboardTiles = ['now', 'unfilled', 'watch', 'expirations', 'money', 'hours'] as const;
export type DashboardTileName = (typeof dashboardTiles)[number];

/** Who may read each tile (any of the rights; the owner always may). A tile with no rights is for any staff. */
export const dashboardTileRights = {
  now: ['services.view', 'supervision.view', 'planning.sites', 'planning.agents'],
  unfilled: ['services.view', 'planning.sites', 'planning.agents'],
  watch: [],
  expirations: [],
  money: ['billing.view', 'invoices.create', 'invoices.edit'],
  hours: ['hours.view'],
} as const satisfies Record<DashboardTileName, readonly Right[]>;

/** The parts of the watch and expirations tiles, each with the rights that show it. */
export const dashboardPartRights = {
  alarms: ['supervision.view'],
  rounds: ['supervision.view', 'rounds.create', 'rounds.edit'],
  agentRequests: ['agentRequests.create', 'agentRequests.edit'],
  customerRequests: ['customerRequests.create', 'customerRequests.edit'],
  agentDocuments: ['agents.create', 'agents.edit'],
  customerContracts: ['contracts.create', 'contracts.edit'],
  equipment: ['stockAssignments.create', 'stockAssignments.edit', 'agents.create', 'agents.edit'],
} as const satisfies Record<string, readonly Right[]>;

const count = z.number().int().nonnegative();
const minutes = z.number().int().nonnegative();

/** Services now: under way, due and not started (late), without agent (unfilled), per site. */
export const zDashboardNow = z.object({
  at: z.string(),
  totals: z.object({ inProgress: count, late: count, unfilled: count }),
  /** The sites with something to see, late and unfilled first (at most 5). */
  sites: z.array(
    z.object({
      siteId: z.string().nullable(),
      siteName: z.string(),
      inProgress: count,
      late: count,
      unfilled: count,
    }),
  ),
  /** Services that should have started and have not, the oldest start first (at most 5). */
  late: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      siteName: z.string(),
      agentName: z.string().nullable(),
      startAt: z.string(),
    }),
  ),
});
export type DashboardNow = z.infer<typeof zDashboardNow>;

const unfilledSpan = z.object({ count, minutes });

/** Posts without an agent, today (what is left of it) and over the 7 days after, with each day's figures. */
export const zDashboardUnfilled = z.object({
  today: unfilledSpan,
  nextDays: unfilledSpan,
  /** Today then the 7 days after, each agency calendar day. */
  days: z.array(unfilledSpan.extend({ day: z.string() })),
});
export type DashboardUnfilled = z.infer<typeof zDashboardUnfilled>;

/** Today's rounds: walked whole, walked in part on a service that is over, never started on a service that is over. */
export const zRoundsToday = z.object({ done: count, incomplete: count, missed: count });
export type RoundsToday = z.infer<typeof zRoundsToday>;

/** What needs watching: open alarms, today's rounds, unread requests. */
export const zDashboardWatch = z.object({
  alarms: count.nullable(),
  rounds: zRoundsToday.nullable(),
  agentRequests: count.nullable(),
  customerRequests: count.nullable(),
});
export type DashboardWatch = z.infer<typeof zDashboardWatch>;

export const expirationGroups = ['cnapsCard', 'certificate', 'agentContract', 'customerContract', 'equipment'] as const;
export type ExpirationGroup = (typeof expirationGroups)[number];

/** What expires in the next 30, 60 and 90 days (cumulative: the 60 include the 30); already expired apart. */
export const zDashboardExpirations = z.object({
  rows: z.array(z.object({ group: z.enum(expirationGroups), expired: count, in30: count, in60: count, in90: count })),
});
export type DashboardExpirations = z.infer<typeof zDashboardExpirations>;

const month = z.object({ month: z.string(), cents: z.number().int() });

/** Overdue invoices and the turnover (invoices less credit notes, excluding tax) of three months. */
export const zDashboardMoney = z.object({
  overdue: z.object({ count, cents: z.number().int().nonnegative() }),
  turnover: z.object({ thisMonth: month, lastMonth: month, lastYear: month }),
});
export type DashboardMoney = z.infer<typeof zDashboardMoney>;

/** This week's hours by collaborator against their contract (weekly duration). */
export const zDashboardHours = z.object({
  weekStart: z.string(),
  totals: z.object({ plannedMinutes: minutes, workedMinutes: minutes, overtimeMinutes: minutes }),
  agents: z.array(
    z.object({
      agentId: z.string(),
      name: z.string(),
      plannedMinutes: minutes,
      workedMinutes: minutes,
      contractMinutes: minutes.nullable(),
      overtimeMinutes: minutes,
    }),
  ),
});
export type DashboardHours = z.infer<typeof zDashboardHours>;

/** Planned hours over the contract: the overtime of a week (nothing when there is no contract duration). */
export function overtimeMinutes(plannedMinutes: number, contractMinutes: number | null): number {
  if (contractMinutes === null) return 0;
  return Math.max(0, plannedMinutes - contractMinutes);
}

/** How many of these days are within the next 30, 60, 90 days (day 0 is today; a day before is expired). */
export function expirationBuckets(daysLeft: readonly number[]) {
  const within = (n: number) => daysLeft.filter((d) => d >= 0 && d <= n).length;
  return { expired: daysLeft.filter((d) => d < 0).length, in30: within(30), in60: within(60), in90: within(90) };
}
