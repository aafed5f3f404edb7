import { beforeAll, describe, expect, it } from 'vitest';
import { agentInfos } from '../../db/schema/agents.ts';
import { buildAgencyWithPeople, buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';
import { insertService, paris } from './hours-test-kit.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
type Member = Awaited<ReturnType<typeof buildMember>>;
let a: People;
let b: People;
let night: Member; // weekly contract of 35 h, overtime +50 %
let other: Member; // no contract
let siteParis: { id: string };
let siteMoselle: { id: string };
const tokens: Record<string, string> = {};
let base: string;
const february = { from: '2026-02-01', to: '2026-02-28' };

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db, ['hours.view']);
  b = await buildAgencyWithPeople(db, ['hours.view']);
  night = await buildMember(db, a.agency.id, 'agent', { user: { firstname: 'Nina', lastname: 'Aubert' } });
  other = await buildMember(db, a.agency.id, 'agent', { user: { firstname: 'Omar', lastname: 'Benali' } });
  await db.insert(agentInfos).values([
    {
      membershipId: night.membership.id,
      agencyId: a.agency.id,
      individualNumber: 'H-1',
      activeContract: { hoursLimit: 35, period: 'weekly' },
      overtimeIncreaseBp: 5000,
    },
    { membershipId: other.membership.id, agencyId: a.agency.id, individualNumber: 'H-2' },
  ]);
  siteParis = await buildSite(db, a.agency.id, { name: 'Entrepôt Paris' });
  siteMoselle = await buildSite(db, a.agency.id, {
    name: 'Usine Metz',
    address: { city: 'Metz', zipcode: '57000', country: 'France' },
  });
  const foreignSite = await buildSite(db, b.agency.id);
  const agentId = night.membership.id;
  // Saturday 7 → Sunday 8 February, 20:00–08:00: a night into Sunday.
  await insertService(db, a.agency.id, {
    siteId: siteParis.id,
    agentId,
    startAt: paris('2026-02-07', '20:00'),
    endAt: paris('2026-02-08', '08:00'),
  });
  // Monday 9 → Thursday 12, 08:00–18:00: 40 h in the week, 5 h over the contract.
  for (const day of ['2026-02-09', '2026-02-10', '2026-02-11', '2026-02-12']) {
    await insertService(db, a.agency.id, {
      siteId: siteParis.id,
      agentId,
      startAt: paris(day, '08:00'),
      endAt: paris(day, '18:00'),
      ...(day === '2026-02-09' ? { status: 3, realStartAt: paris(day, '08:10'), realEndAt: paris(day, '17:30') } : {}),
    });
  }
  // Left out: a deleted service, and another agency's.
  await insertService(db, a.agency.id, {
    siteId: siteParis.id,
    agentId,
    startAt: paris('2026-02-13', '08:00'),
    endAt: paris('2026-02-13', '18:00'),
    deletedAt: new Date(),
  });
  await insertService(db, b.agency.id, {
    siteId: foreignSite.id,
    agentId: b.agent.membership.id,
    startAt: paris('2026-02-10', '08:00'),
    endAt: paris('2026-02-10', '18:00'),
  });
  // Saturday 31 January 20:00 → Sunday 1 February 04:00: only the 4 Sunday-night hours are February's.
  await insertService(db, a.agency.id, {
    siteId: siteParis.id,
    agentId: other.membership.id,
    startAt: paris('2026-01-31', '20:00'),
    endAt: paris('2026-02-01', '04:00'),
  });
  // A circuit counts through its child, which carries the site.
  const circuit = await insertService(db, a.agency.id, {
    agentId: other.membership.id,
    isCircuit: true,
    startAt: paris('2026-02-16', '08:00'),
    endAt: paris('2026-02-16', '12:00'),
  });
  await insertService(db, a.agency.id, {
    siteId: siteMoselle.id,
    agentId: other.membership.id,
    circuitId: circuit.id,
    startAt: paris('2026-02-16', '08:00'),
    endAt: paris('2026-02-16', '10:00'),
  });
  // A post with no agent yet.
  await insertService(db, a.agency.id, {
    siteId: siteParis.id,
    startAt: paris('2026-02-20', '08:00'),
    endAt: paris('2026-02-20', '12:00'),
  });
  const bare = await buildMember(db, a.agency.id, 'staff');
  for (const [key, email] of Object.entries({
    staff: a.staff.user.email,
    owner: a.owner.user.email,
    bare: bare.user.email,
    night: night.user.email,
    other: other.user.email,
    customer: a.customerUser.user.email,
    otherOwner: b.owner.user.email,
  })) {
    tokens[key] = (await loginAs(t.app, email)).token;
  }
  base = `/api/agency/${a.agency.id}`;
});

const post = (token: string, path: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `${base}${path}`,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });
const missing = (label: string) => `Vous ne bénéficiez pas de l'autorisation "${label}".`;

describe('POST {agency}/agents/fetch/hours', () => {
  it('counts each agent’s planned, realized, per-category, weighted hours and overtime', async () => {
    const response = await post(tokens.staff, '/agents/fetch/hours', february);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.timeZone).toBe('Europe/Paris');
    expect(body.coefficients).toMatchObject({ night: 11000, sunday: 11000, nightSunday: 12000 });
    const byName = Object.fromEntries(
      body.data.map((row: { agent: { fullname: string } }) => [row.agent.fullname, row]),
    );
    expect(byName['Nina Aubert']).toEqual({
      agent: { id: night.membership.id, fullname: 'Nina Aubert' },
      servicesCount: 5,
      plannedMinutes: 12 * 60 + 40 * 60,
      realizedMinutes: 9 * 60 + 20,
      categories: { day: 60 + 2400, night: 180, sunday: 120, holiday: 0, nightSunday: 360, nightHoliday: 0 },
      // 1 + 3 × 1.1 + 6 × 1.2 + 2 × 1.1 for the night, 40 for the days.
      weightedHours: 53.7,
      limit: { hours: 35, period: 'weekly' },
      workingLimit: 151.67,
      overtimeIncreaseBp: 5000,
      overtimeMinutes: 300,
      overtimeWeightedHours: 7.5,
    });
    expect(byName['Omar Benali']).toMatchObject({
      servicesCount: 2,
      plannedMinutes: 360,
      realizedMinutes: 0,
      categories: { day: 120, nightSunday: 240 },
      weightedHours: 6.8,
      limit: null,
      overtimeMinutes: 0,
      overtimeIncreaseBp: 2500,
    });
    // Every agent is listed (the factory's own agent has no hours); the totals add the rows up.
    expect(body.total).toBe(3);
    expect(body.totals).toMatchObject({
      servicesCount: 7,
      plannedMinutes: 3120 + 360,
      realizedMinutes: 560,
      weightedHours: 60.5,
      overtimeMinutes: 300,
      overtimeWeightedHours: 7.5,
    });
  });

  it('answers the same on /fetch/hours, sorts, filters and pages', async () => {
    const same = await post(tokens.staff, '/fetch/hours', february);
    expect(same.json().totals.plannedMinutes).toBe(3480);
    const sorted = await post(tokens.staff, '/agents/fetch/hours', {
      ...february,
      withHoursOnly: true,
      orderBy: { field: 'planned', direction: 'desc' },
      limit: 1,
      page: 2,
    });
    expect(sorted.json()).toMatchObject({ total: 2, data: [{ agent: { fullname: 'Omar Benali' } }] });
    const searched = await post(tokens.staff, '/agents/fetch/hours', { ...february, search: 'aub' });
    expect(searched.json().data.map((r: { agent: { id: string } }) => r.agent.id)).toEqual([night.membership.id]);
  });

  it('needs hours.view, refuses agents and customers, and hides other agencies', async () => {
    const bare = await post(tokens.bare, '/agents/fetch/hours', february);
    expect(bare.statusCode).toBe(403);
    expect(bare.json().message).toBe(missing('Voir les heures'));
    expect((await post(tokens.night, '/agents/fetch/hours', february)).statusCode).toBe(403);
    expect((await post(tokens.customer, '/sites/fetch/hours', february)).statusCode).toBe(403);
    expect((await post(tokens.otherOwner, '/agents/fetch/hours', february)).statusCode).toBe(404);
    const owner = await post(tokens.owner, '/agents/fetch/hours', february);
    expect(owner.statusCode).toBe(200);
  });

  it('refuses a bad period in French', async () => {
    const response = await post(tokens.staff, '/agents/fetch/hours', { from: '2026-03-01', to: '2026-02-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ to: 'La fin de la période doit être postérieure ou égale à son début' });
  });
});

describe('POST {agency}/sites/fetch/hours', () => {
  it('counts each site, unassigned posts included and shown apart', async () => {
    const response = await post(tokens.staff, '/sites/fetch/hours', february);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((r: { site: { name: string } }) => r.site.name)).toEqual(['Entrepôt Paris', 'Usine Metz']);
    expect(body.data[0]).toMatchObject({
      plannedMinutes: 3120 + 240 + 240,
      unassignedMinutes: 240,
      realizedMinutes: 560,
      servicesCount: 7,
    });
    expect(body.data[1]).toMatchObject({ plannedMinutes: 120, categories: { day: 120 }, weightedHours: 2 });
    expect(body.totals).toMatchObject({ plannedMinutes: 3720, unassignedMinutes: 240 });
  });

  it('reads holidays on the site’s calendar: Good Friday is a holiday in Moselle only', async () => {
    const db = t.database.db;
    for (const siteId of [siteParis.id, siteMoselle.id]) {
      await insertService(db, a.agency.id, {
        siteId,
        startAt: paris('2026-04-03', '08:00'),
        endAt: paris('2026-04-03', '12:00'),
      });
    }
    const response = await post(tokens.staff, '/sites/fetch/hours', { from: '2026-04-01', to: '2026-04-30' });
    const [parisRow, metzRow] = response.json().data;
    expect(parisRow.categories).toMatchObject({ day: 240, holiday: 0 });
    expect(metzRow.categories).toMatchObject({ day: 0, holiday: 240 });
    expect(metzRow.weightedHours).toBe(8);
  });
});

describe('POST {agency}/fetch/hour-detail', () => {
  it('lists an agent’s services with their split and the weeks of overtime', async () => {
    const response = await post(tokens.staff, '/fetch/hour-detail', { ...february, agentId: night.membership.id });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.lines).toHaveLength(5);
    expect(body.lines[0]).toMatchObject({
      startAt: '2026-02-07T19:00:00.000Z',
      site: { id: siteParis.id, name: 'Entrepôt Paris' },
      agent: { fullname: 'Nina Aubert' },
      plannedMinutes: 720,
      categories: { day: 60, night: 180, sunday: 120, nightSunday: 360 },
      weightedHours: 13.7,
    });
    expect(body.lines[1]).toMatchObject({ realStartAt: '2026-02-09T07:10:00.000Z', realizedMinutes: 560 });
    expect(body.overtime.periods).toEqual([
      { start: '2026-01-26', end: '2026-02-01', minutes: 0, limitMinutes: 2100, overtimeMinutes: 0 },
      { start: '2026-02-02', end: '2026-02-08', minutes: 720, limitMinutes: 2100, overtimeMinutes: 0 },
      { start: '2026-02-09', end: '2026-02-15', minutes: 2400, limitMinutes: 2100, overtimeMinutes: 300 },
      { start: '2026-02-16', end: '2026-02-22', minutes: 0, limitMinutes: 2100, overtimeMinutes: 0 },
    ]);
  });

  it('lists a site’s services, and answers 404 for another agency’s agent or site', async () => {
    const site = await post(tokens.staff, '/fetch/hour-detail', { ...february, siteId: siteMoselle.id });
    expect(site.json()).toMatchObject({ lines: [{ plannedMinutes: 120 }], overtime: null });
    const agent = await post(tokens.staff, '/fetch/hour-detail', { ...february, agentId: b.agent.membership.id });
    expect(agent.statusCode).toBe(404);
    expect(agent.json().message).toBe('Collaborateur introuvable');
    const customer = await post(tokens.staff, '/fetch/hour-detail', {
      ...february,
      agentId: a.customerUser.membership.id,
    });
    expect(customer.statusCode).toBe(404);
  });

  it('needs hours.view', async () => {
    const response = await post(tokens.night, '/fetch/hour-detail', { ...february, agentId: other.membership.id });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST {agency}/fetch/my-hours', () => {
  it('gives an agent their own hours and overtime only', async () => {
    const response = await post(tokens.night, '/fetch/my-hours', february);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.agent).toEqual({ id: night.membership.id, fullname: 'Nina Aubert' });
    expect(body.lines).toHaveLength(5);
    expect(body.lines.every((l: { agent: { id: string } }) => l.agent.id === night.membership.id)).toBe(true);
    expect(body.overtime).toMatchObject({ overtimeMinutes: 300, overtimeWeightedHours: 7.5 });
    const mine = await post(tokens.other, '/fetch/my-hours', { ...february, agentId: night.membership.id });
    expect(mine.json().agent.id).toBe(other.membership.id);
  });

  it('lets staff read theirs and refuses customers', async () => {
    const staff = await post(tokens.bare, '/fetch/my-hours', february);
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({ lines: [], overtime: { overtimeMinutes: 0, limit: null } });
    expect((await post(tokens.customer, '/fetch/my-hours', february)).statusCode).toBe(403);
  });
});
