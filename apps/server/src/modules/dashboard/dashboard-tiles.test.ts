import { beforeAll, describe, expect, it } from 'vitest';
import { buildDashboardAgency, buildOtherDashboardAgency, DASHBOARD_NOW } from '../../testing/dashboard-kit.ts';
import { buildMember, loginAs } from '../../testing/factories.ts';
import { useServerClock } from '../../testing/field-clock.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
useServerClock(DASHBOARD_NOW);
let a: Awaited<ReturnType<typeof buildDashboardAgency>>;
let b: Awaited<ReturnType<typeof buildOtherDashboardAgency>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  a = await buildDashboardAgency(t.database.db);
  b = await buildOtherDashboardAgency(t.database.db);
  const staff = async (rights: string[]) => {
    const member = await buildMember(t.database.db, a.agency.id, 'staff', { rights });
    return (await loginAs(t.app, member.user.email)).token;
  };
  tokens.owner = (await loginAs(t.app, a.owner.user.email)).token;
  tokens.bare = (await loginAs(t.app, a.staff.user.email)).token;
  tokens.supervisor = await staff(['supervision.view']);
  tokens.planner = await staff(['services.view', 'agentRequests.edit']);
  tokens.billing = await staff(['billing.view']);
  tokens.hours = await staff(['hours.view']);
  tokens.contracts = await staff(['contracts.edit']);
  tokens.agent = (await loginAs(t.app, a.agent.user.email)).token;
  tokens.outsider = (await loginAs(t.app, b.owner.user.email)).token;
});

const tile = (name: string, token: string, agencyId = a.agency.id) =>
  t.app.inject({
    method: 'GET',
    url: `/api/agency/${agencyId}/dashboard/${name}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('GET {agency}/dashboard/now', () => {
  it('counts the services under way, late (due, not started) and unfilled by site, this agency only', async () => {
    const response = await tile('now', tokens.owner);
    expect(response.statusCode).toBe(200);
    const now = response.json();
    expect(now.totals).toEqual({ inProgress: 1, late: 1, unfilled: 1 });
    expect(now.sites).toEqual([
      { siteId: a.sites.s1.id, siteName: 'Entrepôt Nord', inProgress: 1, late: 1, unfilled: 1 },
    ]);
    expect(now.late).toEqual([
      expect.objectContaining({ id: a.late.id, siteName: 'Entrepôt Nord', startAt: '2026-12-07T08:30:00.000Z' }),
    ]);
    expect(now.late[0].agentName).toEqual(expect.any(String));
  });

  it('is refused to a staff member without the planning or supervision rights, to agents and to another agency', async () => {
    expect((await tile('now', tokens.bare)).statusCode).toBe(403);
    expect((await tile('now', tokens.supervisor)).statusCode).toBe(200);
    expect((await tile('now', tokens.agent)).statusCode).toBe(403);
    expect((await tile('now', tokens.outsider)).statusCode).toBe(404);
    const own = await tile('now', tokens.outsider, b.agency.id);
    expect(own.json().totals).toEqual({ inProgress: 0, late: 1, unfilled: 0 });
  });
});

describe('GET {agency}/dashboard/unfilled', () => {
  it('sums the posts without agent left today and over the next 7 days, by day', async () => {
    const response = await tile('unfilled', tokens.planner);
    expect(response.statusCode).toBe(200);
    const unfilled = response.json();
    expect(unfilled.today).toEqual({ count: 1, minutes: 180 });
    expect(unfilled.nextDays).toEqual({ count: 1, minutes: 480 });
    expect(unfilled.days).toHaveLength(8);
    expect(unfilled.days[2]).toEqual({ day: '2026-12-09', count: 1, minutes: 480 });
    expect((await tile('unfilled', tokens.supervisor)).statusCode).toBe(403);
  });
});

describe('GET {agency}/dashboard/watch', () => {
  it('shows open alarms, today’s rounds and unread requests to the owner', async () => {
    const watch = (await tile('watch', tokens.owner)).json();
    expect(watch).toEqual({
      alarms: 1,
      rounds: { done: 1, incomplete: 1, missed: 2 },
      agentRequests: 1,
      customerRequests: 1,
    });
  });

  it('leaves out each part the caller has no right to', async () => {
    expect((await tile('watch', tokens.bare)).json()).toEqual({
      alarms: null,
      rounds: null,
      agentRequests: null,
      customerRequests: null,
    });
    expect((await tile('watch', tokens.supervisor)).json()).toEqual({
      alarms: 1,
      rounds: { done: 1, incomplete: 1, missed: 2 },
      agentRequests: null,
      customerRequests: null,
    });
    expect((await tile('watch', tokens.planner)).json()).toMatchObject({ alarms: null, agentRequests: 1 });
  });
});

describe('GET {agency}/dashboard/expirations', () => {
  it('counts what expires within 30, 60 and 90 days by group, for the groups the caller may see', async () => {
    const rows = (await tile('expirations', tokens.owner)).json().rows;
    expect(rows).toEqual([
      { group: 'cnapsCard', expired: 0, in30: 1, in60: 1, in90: 1 },
      { group: 'certificate', expired: 1, in30: 0, in60: 1, in90: 1 },
      { group: 'agentContract', expired: 0, in30: 0, in60: 0, in90: 1 },
      { group: 'customerContract', expired: 0, in30: 1, in60: 1, in90: 1 },
      { group: 'equipment', expired: 0, in30: 1, in60: 1, in90: 1 },
    ]);
    expect((await tile('expirations', tokens.bare)).json().rows).toEqual([]);
    expect((await tile('expirations', tokens.contracts)).json().rows).toEqual([
      { group: 'customerContract', expired: 0, in30: 1, in60: 1, in90: 1 },
    ]);
  });
});

describe('GET {agency}/dashboard/money', () => {
  it('sums the overdue invoices and the turnover of this month, last month and a year ago', async () => {
    const response = await tile('money', tokens.billing);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      overdue: { count: 1, cents: 10_000 },
      turnover: {
        thisMonth: { month: '2026-12', cents: 45_000 },
        lastMonth: { month: '2026-11', cents: 10_000 },
        lastYear: { month: '2025-12', cents: 30_000 },
      },
    });
  });

  it('is for the billing right only', async () => {
    for (const token of [tokens.bare, tokens.supervisor, tokens.hours]) {
      const response = await tile('money', token);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('MISSING_RIGHT');
    }
  });
});

describe('GET {agency}/dashboard/hours', () => {
  it('gives this week’s planned and worked hours by collaborator against the contract, and the overtime', async () => {
    const response = await tile('hours', tokens.hours);
    expect(response.statusCode).toBe(200);
    const hours = response.json();
    expect(hours.weekStart).toBe('2026-12-07');
    expect(hours.totals).toEqual({ plannedMinutes: 870, workedMinutes: 180, overtimeMinutes: 60 });
    expect(hours.agents[0]).toMatchObject({
      agentId: a.agent.membership.id,
      plannedMinutes: 240,
      workedMinutes: 60,
      contractMinutes: 180,
      overtimeMinutes: 60,
    });
    expect(hours.agents).toHaveLength(5);
    expect((await tile('hours', tokens.billing)).statusCode).toBe(403);
  });
});
