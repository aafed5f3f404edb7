import { beforeAll, describe, expect, it } from 'vitest';
import { agencyWithCallers, caller, missingRight } from '../../testing/agent-kit.ts';
import { buildUser, loginAs } from '../../testing/factories.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { customerContractBody, signaturePng } from './contracts-test-kit.ts';

const t = useTestApp();
type Agency = Awaited<ReturnType<typeof agencyWithCallers>>;
let a: Agency;
let b: Agency;
let admin: ReturnType<typeof caller>;
let support: ReturnType<typeof caller>;

beforeAll(async () => {
  a = await agencyWithCallers(t, ['contracts.create', 'contractTemplates.create']);
  b = await agencyWithCallers(t);
  const adminUser = await buildUser(t.database.db, { isAdmin: true });
  admin = caller(t.app, (await loginAs(t.app, adminUser.email)).token);
  const supportUser = await buildUser(t.database.db, { isSupport: true });
  support = caller(t.app, (await loginAs(t.app, supportUser.email)).token);
});

describe('contract templates', () => {
  it('the agency writes its templates; the platform’s are offered to every agency, read-only', async () => {
    const created = await a.staff.api.post(`${a.base}/contract/template/customer`, {
      title: 'Prestation de surveillance',
      body: customerContractBody,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ kind: 'customer', platform: false });
    const unknown = await a.staff.api.post(`${a.base}/contract/template/customer`, {
      title: 'X',
      body: '{{collaborateur.nom}}',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ body: 'Variable inconnu : collaborateur.nom' });

    const platform = await admin.post('/api/admin/contract/template/customer', {
      title: 'Modèle plateforme',
      body: 'Entre {{agence.nom}} et {{client.nom}}.',
    });
    expect(platform.statusCode).toBe(200);
    expect(platform.json().platform).toBe(true);
    expect((await admin.post('/api/admin/fetch/contract/template/customer')).json().total).toBe(1);

    const mine = (await a.staff.api.post(`${a.base}/fetch/contract/template/customer`)).json();
    expect(mine.data.map((x: { title: string }) => x.title)).toEqual([
      'Prestation de surveillance',
      'Modèle plateforme',
    ]);
    const theirs = (await b.owner.api.post(`${b.base}/fetch/contract/template/customer`)).json();
    expect(theirs.data.map((x: { title: string }) => x.title)).toEqual(['Modèle plateforme']);
    expect((await a.staff.api.post(`${a.base}/fetch/contract/template/agent`)).json().total).toBe(0);

    // An agency cannot change or delete the platform's template, nor another agency's.
    const platformId = platform.json().id;
    expect((await a.owner.api.delete(`${a.base}/contract/template/customer/${platformId}`)).statusCode).toBe(404);
    expect(
      (await b.owner.api.post(`${b.base}/contract/template/customer`, { id: created.json().id, title: 'X', body: 'Y' }))
        .statusCode,
    ).toBe(404);
    expect((await b.owner.api.delete(`${b.base}/contract/template/customer/${created.json().id}`)).statusCode).toBe(
      404,
    );
    // Editing needs the edit right.
    const refused = await a.staff.api.post(`${a.base}/contract/template/customer`, {
      id: created.json().id,
      title: 'Y',
      body: 'Z',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(missingRight('Modifier les modèles de contrat'));
    expect((await a.owner.api.delete(`${a.base}/contract/template/customer/${created.json().id}`)).statusCode).toBe(
      204,
    );

    const preview = await a.staff.api.post(`${a.base}/contract/template/customer/preview`, {
      title: 'Aperçu',
      body: 'Entre {{agence.nom}} et {{client.nom}}.',
    });
    expect(preview.statusCode).toBe(200);
    expect(pdfText(preview.rawPayload).join('')).toContain('Client Exemple SAS');
    const adminPreview = await admin.post('/api/admin/contract/agent/preview', {
      title: 'Contrat',
      body: '{{collaborateur.nomComplet}}',
    });
    expect(adminPreview.statusCode).toBe(200);
    expect(pdfText(adminPreview.rawPayload).join('')).toContain('Camille Exemple');
    expect((await admin.delete(`/api/admin/contract/template/customer/${platformId}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/admin/contract/template/customer/${platformId}`)).statusCode).toBe(404);
  });

  it('keeps the platform’s templates to admins', async () => {
    for (const api of [a.owner.api, support]) {
      expect((await api.post('/api/admin/fetch/contract/template/customer')).statusCode).toBe(403);
      expect((await api.post('/api/admin/contract/template/agent', { title: 'X', body: 'Y' })).statusCode).toBe(403);
    }
    expect((await a.agent.api.post(`${a.base}/contract/template/customer`, { title: 'X', body: 'Y' })).statusCode).toBe(
      403,
    );
    expect((await admin.post('/api/admin/contract/template/autre', { title: 'X', body: 'Y' })).statusCode).toBe(400);
  });
});

describe('signature templates', () => {
  it('draws the agency’s signatures with one default; another agency’s is 404', async () => {
    const first = await a.owner.api.post(`${a.base}/contract-signature-template`, {
      name: 'Gérant',
      image: signaturePng(),
      useAsDefault: true,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Gérant', useAsDefault: true });
    expect(first.json().image).toMatch(/^data:image\/png;base64,/);
    const second = await a.owner.api.post(`${a.base}/contract-signature-template`, {
      name: 'Directrice',
      image: signaturePng(),
      useAsDefault: true,
    });
    const list = (await a.staff.api.post(`${a.base}/fetch/contract-signature-templates`)).json();
    expect(list.data.map((s: { name: string; useAsDefault: boolean }) => [s.name, s.useAsDefault])).toEqual([
      ['Directrice', true],
      ['Gérant', false],
    ]);
    const back = await a.owner.api.post(`${a.base}/contract-signature-template`, {
      id: first.json().id,
      name: 'Gérant',
      useAsDefault: true,
    });
    expect(back.json().useAsDefault).toBe(true);
    expect((await a.staff.api.post(`${a.base}/fetch/contract-signature-templates`)).json().data[0].name).toBe('Gérant');
    expect((await a.owner.api.post(`${a.base}/contract-signature-template`, { name: 'Sans dessin' })).statusCode).toBe(
      400,
    );
    // Writing needs contracts.edit: the staff member only creates contracts.
    expect(
      (await a.staff.api.post(`${a.base}/contract-signature-template`, { name: 'X', image: signaturePng() }))
        .statusCode,
    ).toBe(403);
    expect((await b.owner.api.delete(`${b.base}/contract-signature-template/${second.json().id}`)).statusCode).toBe(
      404,
    );
    expect((await a.owner.api.delete(`${a.base}/contract-signature-template/${second.json().id}`)).statusCode).toBe(
      204,
    );
  });
});

describe('customer contract expirations and the platform’s list', () => {
  it('lists sent and signed customer contracts by end date with their status counts', async () => {
    const make = async (title: string, endDate: string) => {
      const contract = (
        await a.owner.api.post(`${a.base}/contract/customer`, {
          title,
          body: 'Corps',
          customerId: a.customer.id,
          signerEmail: 'echeance@client.test',
          endDate,
        })
      ).json();
      await a.owner.api.patch(`${a.base}/contract/customer/${contract.id}/sent`);
      return contract;
    };
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await make('Contrat échu', '2020-01-31');
    await make('Contrat bientôt', soon);
    await make('Contrat valide', '2099-12-31');
    // A contract still created is not in force: not listed.
    await a.owner.api.post(`${a.base}/contract/customer`, {
      title: 'Brouillon',
      body: 'Corps',
      customerId: a.customer.id,
      endDate: '2020-01-01',
    });
    const page = (await a.staff.api.post(`${a.base}/fetch/contract-expirations`, {})).json();
    expect(page.counts).toEqual({ expired: 1, expiresSoon: 1, valid: 1 });
    expect(page.data.map((r: { title: string }) => r.title)).toEqual([
      'Contrat échu',
      'Contrat bientôt',
      'Contrat valide',
    ]);
    const expired = (
      await a.staff.api.post(`${a.base}/fetch/contract-expirations`, { filters: { status: 'expired' } })
    ).json();
    expect(expired.data).toHaveLength(1);
    expect(expired.data[0]).toMatchObject({ expiration: 'expired', status: 'sent', customer: { id: a.customer.id } });
    expect((await b.owner.api.post(`${b.base}/fetch/contract-expirations`, {})).json().total).toBe(0);
    expect((await a.agent.api.post(`${a.base}/fetch/contract-expirations`, {})).statusCode).toBe(403);

    const all = await support.post('/api/admin/fetch/contracts/customers', { filters: { agencyId: a.agency.id } });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(4);
    expect(all.json().data[0]).toMatchObject({ title: 'Brouillon', agency: { id: a.agency.id, name: a.agency.name } });
    expect((await a.owner.api.post('/api/admin/fetch/contracts/customers', {})).statusCode).toBe(403);
  });
});
