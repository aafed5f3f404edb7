import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencies } from '../../db/schema/tenancy.ts';
import { buildAgencyWithPeople, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  a = await buildAgencyWithPeople(t.database.db, ['agencySettings.edit']);
  b = await buildAgencyWithPeople(t.database.db);
  await t.database.db
    .update(agencies)
    .set({ settings: { other: { keep: true } } })
    .where(eq(agencies.id, a.agency.id));
  for (const [key, email] of Object.entries({
    owner: a.owner.user.email,
    staff: a.staff.user.email,
    agent: a.agent.user.email,
    otherOwner: b.owner.user.email,
  })) {
    tokens[key] = (await loginAs(t.app, email)).token;
  }
});

const url = () => `/api/agency/${a.agency.id}/settings/field`;
const call = (token: string, method: 'GET' | 'PUT', payload?: unknown) =>
  t.app.inject({ method, url: url(), payload: payload as object, headers: { authorization: `Bearer ${token}` } });

describe('GET/PUT {agency}/settings/field', () => {
  it('answers the defaults to every member: the spec’s event types and « Incident », PTI every 15 min, off', async () => {
    const response = await call(tokens.agent, 'GET');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      loneWorker: { ptiEnabled: false, ptiFrequency: 15, ptiDisabledBetweenServices: true, ptiPauseOnBreak: true },
    });
    expect(response.json().agencyServiceEventTypes).toHaveLength(7);
  });

  it('saves each part, keeps the other and the agency’s other settings', async () => {
    const lone = await call(tokens.staff, 'PUT', { loneWorker: { ptiEnabled: true, ptiFrequency: 10 } });
    expect(lone.statusCode).toBe(200);
    expect(lone.json().loneWorker).toEqual({
      ptiEnabled: true,
      ptiFrequency: 10,
      ptiDisabledBetweenServices: true,
      ptiPauseOnBreak: true,
      ptiAlarmMailDelay: 5,
    });
    const types = [
      { key: 'presence', label: 'Présence' },
      { key: 'incendie', label: 'Départ de feu' },
    ];
    const saved = await call(tokens.owner, 'PUT', { agencyServiceEventTypes: types });
    expect(saved.json()).toMatchObject({ agencyServiceEventTypes: types, loneWorker: lone.json().loneWorker });
    const activityTypes = [{ key: 'ronde', label: 'Ronde de nuit', voucherRequired: false }];
    const activities = await call(tokens.owner, 'PUT', { activityTypes, endPhotoRequired: true });
    expect(activities.json()).toEqual({ ...saved.json(), activityTypes, endPhotoRequired: true });
    expect((await call(tokens.agent, 'GET')).json()).toEqual(activities.json());
    const [row] = await t.database.db.select().from(agencies).where(eq(agencies.id, a.agency.id));
    expect(row.settings.other).toEqual({ keep: true });
  });

  it('refuses two activity types of the same name, saving nothing', async () => {
    const before = (await call(tokens.owner, 'GET')).json();
    const response = await call(tokens.owner, 'PUT', {
      activityTypes: [
        { key: 'garde', label: 'Garde', voucherRequired: true },
        { key: 'garde-2', label: 'garde', voucherRequired: false },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain("Le type d'activité « garde » existe déjà");
    expect((await call(tokens.owner, 'GET')).json()).toEqual(before);
  });

  it('refuses a frequency under 5 minutes with the spec message', async () => {
    const response = await call(tokens.owner, 'PUT', { loneWorker: { ptiFrequency: 4 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'loneWorker.ptiFrequency': 'La fréquence minimale est de 5 minutes' });
  });

  it('refuses a duplicate event type with a 409 naming it', async () => {
    const label = await call(tokens.owner, 'PUT', {
      agencyServiceEventTypes: [
        { key: 'presence', label: 'Présence' },
        { key: 'presence-2', label: 'presence' },
      ],
    });
    expect(label.statusCode).toBe(409);
    expect(label.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Le type d’événement « presence » apparaît plusieurs fois.',
    });
    const key = await call(tokens.owner, 'PUT', {
      agencyServiceEventTypes: [
        { key: 'ronde', label: 'Ronde' },
        { key: 'ronde', label: 'Ronde de nuit' },
      ],
    });
    expect(key.json().message).toBe('La clé « ronde » est utilisée par plusieurs types d’événement.');
  });

  it('needs agencySettings.edit (owner passes) and keeps agencies apart', async () => {
    const denied = await call(tokens.agent, 'PUT', { loneWorker: { ptiEnabled: false } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(
      'Vous ne bénéficiez pas de l\'autorisation "Modifier les paramètres de l\'agence".',
    );
    expect((await call(tokens.otherOwner, 'GET')).statusCode).toBe(404);
    expect((await call(tokens.otherOwner, 'PUT', { loneWorker: { ptiEnabled: false } })).statusCode).toBe(404);
  });
});
