import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files.ts';
import { mailOutbox } from '../../db/schema/platform.ts';
import { buildAgencyWithPeople, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { PDF, PNG, upload } from '../../testing/upload-kit.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  a = await buildAgencyWithPeople(t.database.db, ['agencySettings.edit']);
  b = await buildAgencyWithPeople(t.database.db);
  for (const [key, email] of Object.entries({
    owner: a.owner.user.email,
    staff: a.staff.user.email,
    agent: a.agent.user.email,
    otherOwner: b.owner.user.email,
    otherStaff: b.staff.user.email,
  })) {
    tokens[key] = (await loginAs(t.app, email)).token;
  }
});

const call = (token: string, method: 'GET' | 'PUT', path: string, payload?: unknown, agencyId = a.agency.id) =>
  t.app.inject({
    method,
    url: `/api/agency/${agencyId}/settings/${path}`,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });

const identity = {
  name: 'Sécurité Rhône',
  email: 'Contact@Securite-Rhone.fr',
  phone: '04 72 10 20 30',
  onCallNumber: '06 11 22 33 44',
  address: { street: '8 quai Perrache', zipcode: '69002', city: 'Lyon' },
  siren: '732 829 320',
  vatNumber: 'fr 40 732829320',
  cnapsNumber: 'AUT-069-2112-03-05-20130348613',
};

describe('params/agency', () => {
  it('shows the identity to the staff, not to agents nor to another agency', async () => {
    const response = await call(tokens.staff, 'GET', 'agency');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: a.agency.name, locationComplete: false, logo: null });
    expect((await call(tokens.agent, 'GET', 'agency')).statusCode).toBe(403);
    expect((await call(tokens.otherOwner, 'GET', 'agency')).statusCode).toBe(404);
  });

  it('checks the form', async () => {
    const bad = await call(tokens.owner, 'PUT', 'agency', {
      ...identity,
      name: '',
      email: 'x',
      onCallNumber: '12',
      siren: '123',
      address: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'onCallNumber', 'siren']);
  });

  it('saves the identity where invoices read it, with a logo', async () => {
    const logo = await upload(t.app, tokens.staff, a.agency.id, 'agency-logo', {
      name: 'logo.png',
      type: 'image/png',
      bytes: PNG,
    });
    expect(logo.statusCode).toBe(200);
    const refused = await upload(t.app, tokens.staff, a.agency.id, 'agency-logo', {
      name: 'logo.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    expect(refused.statusCode).toBe(422);
    const saved = await call(tokens.staff, 'PUT', 'agency', { ...identity, logoFileId: logo.json().id });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      name: 'Sécurité Rhône',
      email: 'contact@securite-rhone.fr',
      phone: '0472102030',
      onCallNumber: '0611223344',
      address: { street: '8 quai Perrache', complement: null, zipcode: '69002', city: 'Lyon', country: 'France' },
      siren: '732829320',
      vatNumber: 'FR40732829320',
      cnapsNumber: 'AUT-069-2112-03-05-20130348613',
      logo: { id: logo.json().id, name: 'logo.png' },
      locationComplete: true,
    });
    const docs = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${a.agency.id}/settings/commercial-docs`,
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(docs.json()).toMatchObject({ siren: '732829320', cnapsNumber: 'AUT-069-2112-03-05-20130348613' });
    const agentSees = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${a.agency.id}/files/${logo.json().id}/download`,
      headers: { authorization: `Bearer ${tokens.agent}` },
    });
    expect(agentSees.statusCode).toBe(200);

    const other = await upload(t.app, tokens.otherOwner, b.agency.id, 'agency-logo', {
      name: 'b.png',
      type: 'image/png',
      bytes: PNG,
    });
    const foreign = await call(tokens.owner, 'PUT', 'agency', { ...identity, logoFileId: other.json().id });
    expect(foreign.statusCode).toBe(404);
    const removed = await call(tokens.owner, 'PUT', 'agency', { ...identity, logoFileId: null });
    expect(removed.json().logo).toBeNull();
    const [old] = await t.database.db.select().from(files).where(eq(files.id, logo.json().id));
    expect(old.deletedAt).not.toBeNull();
  });
});

describe('params/email', () => {
  it('is kept by whoever edits the settings, and every agency mail leaves under it', async () => {
    expect((await call(tokens.agent, 'GET', 'email')).statusCode).toBe(403);
    const bad = await call(tokens.owner, 'PUT', 'email', { replyTo: 'pas-une-adresse' });
    expect(bad.json().errors).toEqual({ replyTo: 'Adresse e-mail invalide' });
    // Issue 30: the daily activity report's hour is a time of day.
    const badHour = await call(tokens.owner, 'PUT', 'email', { dailyReportTime: '25:00' });
    expect(badHour.statusCode).toBe(400);
    expect(Object.keys(badHour.json().errors)).toEqual(['dailyReportTime']);
    const saved = await call(tokens.staff, 'PUT', 'email', {
      senderName: 'Sécurité Rhône — Planning',
      replyTo: 'Planning@Securite-Rhone.fr',
      signature: 'Le service planning\n04 72 10 20 30',
      reportMailSubject: 'Bon d’intervention — {site}',
    });
    expect(saved.statusCode).toBe(200);
    expect((await call(tokens.owner, 'GET', 'email')).json()).toEqual({
      senderName: 'Sécurité Rhône — Planning',
      replyTo: 'planning@securite-rhone.fr',
      signature: 'Le service planning\n04 72 10 20 30',
      reportMailSubject: 'Bon d’intervention — {site}',
      reportMailMessage: null,
      planningMailMessage: null,
      dailyReportTime: '07:00',
    });
    const id = await t.app.ctx.mailer.record({
      to: 'client@exemple.fr',
      subject: 'Test',
      text: 'Bonjour.',
      html: '<html><body><p>Bonjour.</p></body></html>',
      agencyId: a.agency.id,
    });
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(mail).toMatchObject({
      fromName: 'Sécurité Rhône — Planning',
      replyTo: 'planning@securite-rhone.fr',
      text: 'Bonjour.\n\n-- \nLe service planning\n04 72 10 20 30',
    });
    expect(mail.html).toContain('Le service planning');
    const account = await t.app.ctx.mailer.record({
      to: 'x@exemple.fr',
      subject: 'Invitation',
      text: 'Lien.',
      agencyId: a.agency.id,
      kind: 'account',
    });
    const [invitation] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, account));
    expect(invitation.text).toBe('Lien.');
  });

  it('needs the settings right (403) and keeps agencies apart (404)', async () => {
    const body = { senderName: 'Intrus' };
    expect((await call(tokens.otherStaff, 'GET', 'email', undefined, b.agency.id)).statusCode).toBe(403);
    expect((await call(tokens.otherStaff, 'PUT', 'email', body, b.agency.id)).statusCode).toBe(403);
    expect((await call(tokens.otherStaff, 'PUT', 'agency', identity, b.agency.id)).statusCode).toBe(403);
    expect((await call(tokens.otherOwner, 'GET', 'email')).statusCode).toBe(404);
    expect((await call(tokens.otherOwner, 'PUT', 'email', body)).statusCode).toBe(404);
    expect((await call(tokens.otherOwner, 'PUT', 'agency', identity)).statusCode).toBe(404);
    expect((await call(tokens.owner, 'GET', 'email')).json().senderName).not.toBe('Intrus');
  });
});
