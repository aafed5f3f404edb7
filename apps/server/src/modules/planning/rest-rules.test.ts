import { beforeAll, describe, expect, it } from 'vitest';
import { agencyWithCallers } from '../../testing/agent-kit.ts';
import { loginAs } from '../../testing/factories.ts';
import { buildPlannedAgent, line } from '../../testing/planning-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

// The IDCC 1351 rules of art. 7.01 through the routes: 10 h between night and day work, Sundays off.

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let siteId: string;
let nightAgent: string;
let sundayAgent: string;

type Issue = { type: string; blocking: boolean; message: string };

beforeAll(async () => {
  const db = t.database.db;
  a = await agencyWithCallers(t, ['services.create', 'services.edit']);
  siteId = (await buildSite(db, a.agency.id, { name: 'Entrepôt Nord' })).id;
  nightAgent = (await buildPlannedAgent(db, a.agency.id, {}, { firstname: 'Inès', lastname: 'Moreau' })).membership.id;
  sundayAgent = (await buildPlannedAgent(db, a.agency.id)).membership.id;
});

const save = (services: unknown[]) => a.staff.api.post(`${a.base}/services/batch`, { services, confirmed: true });
const dryRun = async (family: string, services: unknown[]) => {
  const response = await a.staff.api.post(`${a.base}/fetch/planning-error/${family}`, { services });
  expect(response.statusCode).toBe(200);
  return response.json().issues as Issue[];
};
const putConfig = async (payload: unknown) => {
  const { token } = await loginAs(t.app, a.owner.user.email);
  const response = await t.app.inject({
    method: 'PUT',
    url: `${a.base}/planning/config`,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as Record<string, unknown>,
  });
  expect(response.statusCode).toBe(200);
};

describe('nightDayRest', () => {
  it('warns of 9 h between a night and a day service in the rest dry run, with the agency’s night and blocking choice', async () => {
    expect((await save([line(siteId, nightAgent, '2027-01-11', '22:00', '06:00')])).json().status).toBe('saved');
    const day = [line(siteId, nightAgent, '2027-01-12', '15:00', '20:00')];

    const rest = await dryRun('rest', day);
    expect(rest.find((i) => i.type === 'nightDayRest')).toEqual(
      expect.objectContaining({
        blocking: false,
        message: 'Repos de 9 h 00 entre le service de nuit du 11/01 et le service de jour du 12/01 (minimum 10 h)',
      }),
    );
    expect((await dryRun('available', day)).some((i) => i.type === 'nightDayRest')).toBe(false);

    // Made blocking by the agency: the save is refused.
    await putConfig({ blockingErrors: ['nightDayRest'] });
    const refused = await save(day);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'nightDayRest', blocking: true })]),
    );

    // With a night from 02:00 to 04:00 the stored 22:00 → 06:00 holds 2 h of it: a day service, then another.
    await putConfig({ coefficients: { nightStart: '02:00', nightEnd: '04:00' } });
    expect((await dryRun('rest', day)).some((i) => i.type === 'nightDayRest')).toBe(false);
    await putConfig({ blockingErrors: [], coefficients: { nightStart: '21:00', nightEnd: '06:00' } });
  });
});

describe('sundaysOff', () => {
  it('warns when a worked Sunday leaves fewer than 6 Sundays off over 3 months', async () => {
    const sundays = ['2027-01-03', '2027-01-10', '2027-01-17', '2027-01-24', '2027-02-07', '2027-02-14', '2027-02-21'];
    const saved = await save(sundays.map((d) => line(siteId, sundayAgent, d, '08:00', '16:00')));
    expect(saved.json().status).toBe('saved');
    const issues = await dryRun('rest', [line(siteId, sundayAgent, '2027-01-31', '08:00', '16:00')]);
    // December → February: 13 Sundays, 8 of them worked.
    expect(issues.filter((i) => i.type === 'sundaysOff')).toEqual([
      expect.objectContaining({
        blocking: false,
        message:
          'Seulement 5 dimanches de repos sur 13 de décembre 2026 à février 2027 (minimum 6 : 2 par mois en moyenne)',
      }),
    ]);
    const monday = await dryRun('rest', [line(siteId, sundayAgent, '2027-02-01', '08:00', '16:00')]);
    expect(monday.some((i) => i.type === 'sundaysOff')).toBe(false);
  });
});
