import { beforeAll, describe, expect, it } from 'vitest';
import { agencies } from '../db/schema/tenancy.ts';
import { loginAs } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

const t = useTestApp();
let base: string;
let temoinBase: string;

beforeAll(async () => {
  expect(await seedDemo(t.database.db, t.app.ctx.files)).toBe(true);
  const rows = await t.database.db.select().from(agencies);
  base = `/api/agency/${rows.find((r) => r.name === 'Sécurité Démo')?.id}`;
  temoinBase = `/api/agency/${rows.find((r) => r.name === 'Agence Témoin')?.id}`;
}, 60_000);

const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: (await loginAs(t.app, email, DEMO_PASSWORD)).headers });
const names = (body: { data: { name: string }[] }) => body.data.map((d) => d.name).sort();

describe('demo documents, stock and offers', () => {
  it('shares documents with agent@ and client@, each seeing only theirs, files included', async () => {
    const agent = (await call('agent@demo.test', 'POST', `${base}/fetch/documents`, {})).json();
    expect(names(agent)).toEqual([
      'Convocation recyclage SSIAP 1',
      'Fiche de poste — Agent de sécurité',
      'Règlement intérieur',
    ]);
    const client = (await call('client@demo.test', 'POST', `${base}/fetch/documents`, {})).json();
    expect(names(client)).toEqual([
      'Attestation d’assurance responsabilité civile 2026',
      'Plan de prévention',
      'Rapport d’activité mensuel',
    ]);
    const agent2 = (await call('agent2@demo.test', 'POST', `${base}/fetch/documents`, {})).json();
    expect(names(agent2)).toEqual(['Fiche de poste — Agent de sécurité', 'Règlement intérieur']);
    const doc = agent.data.find((d: { name: string }) => d.name === 'Règlement intérieur');
    const file = await call('agent@demo.test', 'GET', `${base}/document/${doc.id}/file/${doc.files[0].id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('gerant@demo.test', 'POST', `${base}/fetch/documents`, {})).json().total).toBe(7);
  });

  it('hands stock to Karim Benali and to the site of Client Démo', async () => {
    const refs = (await call('gerant@demo.test', 'POST', `${base}/fetch/stock-references`, {})).json();
    expect(refs.total).toBe(5);
    const karim = (await call('agent@demo.test', 'GET', '/api/user')).json().userCompanies[0].agentId;
    const held = (await call('agent@demo.test', 'GET', `${base}/agent/${karim}/stock-assignments`)).json();
    expect(held.data.map((a: { stockReference: { reference: string } }) => a.stockReference.reference)).toEqual([
      'RAD-0001',
      'LAM-0001',
    ]);
    const portal = (await call('client@demo.test', 'POST', `${base}/fetch/stock-assignments`, {})).json();
    expect(portal.total).toBe(2);
    const due = await call('gerant@demo.test', 'POST', `${base}/fetch/stock-assignments`, {
      filters: { restitution: 'dueOrOverdue' },
    });
    expect(due.json().total).toBe(2);
  });

  it('puts two offers on the board answered by Agence Témoin, and one of Agence Témoin', async () => {
    const mine = (await call('gerant@demo.test', 'POST', `${base}/fetch/offers`, { filters: { type: 'mine' } })).json();
    expect(mine.data.map((o: { answersCount: number }) => o.answersCount)).toEqual([1, 1]);
    expect(mine.data[0].offerAnswers[0].agency.name).toBe('Agence Témoin');
    expect((await call('gerant@demo.test', 'GET', `${base}/offers/unread`)).json()).toEqual({ count: 1 });
    expect((await call('gerant@demo.test', 'GET', `${base}/offers-answers/unread`)).json()).toEqual({ count: 1 });
    const answers = (await call('gerant2@demo.test', 'POST', `${temoinBase}/fetch/offers/answers`, {})).json();
    expect(answers.total).toBe(2);
  });
});
