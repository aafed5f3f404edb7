import { beforeAll, describe, expect, it } from 'vitest';
import { agencyWithCallers, missingRight } from '../../testing/agent-kit.ts';
import { buildCustomer } from '../../testing/factories.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { customerContractBody, lastSignatureLink, signaturePng } from './contracts-test-kit.ts';

const t = useTestApp();
type Agency = Awaited<ReturnType<typeof agencyWithCallers>>;
let a: Agency;
let b: Agency;

beforeAll(async () => {
  a = await agencyWithCallers(t, ['contracts.create']);
  b = await agencyWithCallers(t, ['contracts.create', 'contracts.edit']);
});

const draft = (customerId: string, extra: Record<string, unknown> = {}) => ({
  title: 'Contrat de gardiennage',
  body: customerContractBody,
  customerId,
  signerName: 'Claire Durand',
  signerEmail: 'claire@client.test',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  ...extra,
});

describe('contracts of the agency', () => {
  it('creates, lists newest first, previews, edits only while created, and deletes permanently', async () => {
    const created = await a.staff.api.post(`${a.base}/contract/customer`, draft(a.customer.id));
    expect(created.statusCode).toBe(200);
    const contract = created.json();
    expect(contract).toMatchObject({
      kind: 'customer',
      status: 'created',
      reference: 'CTR-0001',
      customer: { id: a.customer.id, name: a.customer.name },
      signatures: [],
      file: null,
    });
    await a.owner.api.post(`${a.base}/contract/customer`, draft(a.customer.id, { title: 'Avenant' }));
    const list = (await a.staff.api.post(`${a.base}/fetch/contracts/customers`, { limit: 25 })).json();
    expect(list.total).toBe(2);
    expect(list.data.map((c: { title: string }) => c.title)).toEqual(['Avenant', 'Contrat de gardiennage']);
    expect((await a.staff.api.post(`${a.base}/fetch/contracts/agents`, {})).json().total).toBe(0);

    const preview = await a.staff.api.post(`${a.base}/contract/customer/preview`, draft(a.customer.id));
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    const text = pdfText(preview.rawPayload).join('');
    expect(text).toContain(a.agency.name);
    expect(text).toContain(a.customer.name);
    expect(text).toContain('01/01/2026');

    // Editing needs contracts.edit: the staff member only creates.
    const refused = await a.staff.api.post(`${a.base}/contract/customer`, { ...draft(a.customer.id), id: contract.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(missingRight('Modifier les contrats'));
    const edited = await a.owner.api.post(`${a.base}/contract/customer`, {
      ...draft(a.customer.id, { title: 'Contrat de gardiennage 2026' }),
      id: contract.id,
    });
    expect(edited.json()).toMatchObject({
      id: contract.id,
      title: 'Contrat de gardiennage 2026',
      reference: 'CTR-0001',
    });

    expect((await a.staff.api.delete(`${a.base}/contract/customer/${contract.id}`)).statusCode).toBe(403);
    expect((await a.owner.api.delete(`${a.base}/contract/customer/${contract.id}`)).statusCode).toBe(204);
    expect((await a.owner.api.get(`${a.base}/contract/customer/${contract.id}`)).statusCode).toBe(404);
  });

  it('names an unknown variable, and refuses bad input with French field errors (400)', async () => {
    const unknown = await a.owner.api.post(
      `${a.base}/contract/customer`,
      draft(a.customer.id, { body: 'Bonjour {{client.age}}' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ body: 'Variable inconnu : client.age' });
    const bad = await a.owner.api.post(`${a.base}/contract/customer`, {
      ...draft(a.customer.id),
      title: '',
      signerEmail: 'pas-un-email',
      endDate: '2025-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      title: 'Obligatoire',
      signerEmail: 'Adresse e-mail invalide',
      endDate: 'La date de fin doit être postérieure à la date de début',
    });
    const noCustomer = await a.owner.api.post(
      `${a.base}/contract/customer`,
      draft(a.customer.id, { customerId: null }),
    );
    expect(noCustomer.statusCode).toBe(422);
    expect(noCustomer.json().errors).toEqual({ customerId: 'Choisissez le client du contrat' });
    expect((await a.owner.api.post(`${a.base}/fetch/contracts/clients`, {})).statusCode).toBe(400);
    expect((await a.owner.api.patch(`${a.base}/contract/customer/${crypto.randomUUID()}/signed`)).statusCode).toBe(400);
  });

  it('answers 404 for another agency’s contract and 422 for another agency’s customer', async () => {
    const mine = (await a.owner.api.post(`${a.base}/contract/customer`, draft(a.customer.id))).json();
    const other = await buildCustomer(t.database.db, b.agency.id);
    const foreign = await a.owner.api.post(`${a.base}/contract/customer`, draft(other.id));
    expect(foreign.statusCode).toBe(422);
    for (const response of [
      await b.owner.api.get(`${b.base}/contract/customer/${mine.id}`),
      await b.owner.api.get(`${b.base}/contract/customer/${mine.id}/pdf`),
      await b.owner.api.patch(`${b.base}/contract/customer/${mine.id}/sent`),
      await b.owner.api.delete(`${b.base}/contract/customer/${mine.id}`),
      await b.owner.api.post(`${b.base}/contract/customer`, { ...draft(b.customer.id), id: mine.id }),
      // The same id under the other kind is not found either.
      await a.owner.api.get(`${a.base}/contract/agent/${mine.id}`),
    ])
      expect(response.statusCode).toBe(404);
    expect((await b.owner.api.post(`${b.base}/fetch/contracts/customers`, {})).json().total).toBe(0);
  });

  it('refuses agents, customers and staff without a contract right (403)', async () => {
    const planner = await agencyWithCallers(t, ['services.create']);
    for (const api of [a.agent.api, a.customerUser.api, planner.staff.api]) {
      const base = api === planner.staff.api ? planner.base : a.base;
      expect((await api.post(`${base}/fetch/contracts/customers`, {})).statusCode).toBe(403);
      expect((await api.post(`${base}/contract/customer`, draft(a.customer.id))).statusCode).toBe(403);
      expect((await api.get(`${base}/contracts/parties`)).statusCode).toBe(403);
      expect((await api.post(`${base}/fetch/contract-signature-templates`, {})).statusCode).toBe(403);
      expect((await api.post(`${base}/fetch/contract/template/customer`, {})).statusCode).toBe(403);
    }
    // Sending and unsigning need the edit right.
    const mine = (await a.staff.api.post(`${a.base}/contract/customer`, draft(a.customer.id))).json();
    expect((await a.staff.api.patch(`${a.base}/contract/customer/${mine.id}/sent`)).statusCode).toBe(403);
  });

  it('sends for signature: the PDF frozen, the agency’s default signature placed, the link mailed; then unsign', async () => {
    const signature = await b.owner.api.post(`${b.base}/contract-signature-template`, {
      name: 'Signature du gérant',
      image: signaturePng(),
      useAsDefault: true,
    });
    expect(signature.statusCode).toBe(200);
    const contract = (await b.owner.api.post(`${b.base}/contract/customer`, draft(b.customer.id))).json();
    const sent = await b.owner.api.patch(`${b.base}/contract/customer/${contract.id}/sent`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().sentTo).toBe('claire@client.test');
    const sentContract = sent.json().contract;
    expect(sentContract.status).toBe('sent');
    expect(sentContract.linkExpiresAt).not.toBeNull();
    expect(sentContract.signatures).toHaveLength(1);
    expect(sentContract.signatures[0]).toMatchObject({ role: 'agency' });
    expect(sentContract.signatures[0].documentSha256).toMatch(/^[0-9a-f]{64}$/);
    const link = await lastSignatureLink(t, b.agency.id, 'claire@client.test');
    expect(link.id).toBe(contract.id);
    expect(link.mail.subject).toBe(`Contrat à signer : Contrat de gardiennage — ${b.agency.name}`);

    // Sent: no longer editable; its PDF is the document sent.
    const edit = await b.owner.api.post(`${b.base}/contract/customer`, { ...draft(b.customer.id), id: contract.id });
    expect(edit.statusCode).toBe(409);
    const pdf = await b.owner.api.get(`${b.base}/contract/customer/${contract.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload).join('')).not.toContain('APERÇU');

    const unsigned = await b.owner.api.patch(`${b.base}/contract/customer/${contract.id}/created`);
    expect(unsigned.statusCode).toBe(200);
    expect(unsigned.json().contract).toMatchObject({ status: 'created', signatures: [], sentAt: null });
    // The mailed link died with it.
    const view = await t.app.inject({ method: 'GET', url: `/api/contract/customer/${contract.id}/${link.token}` });
    expect(view.statusCode).toBe(404);
    expect((await b.owner.api.patch(`${b.base}/contract/customer/${contract.id}/created`)).statusCode).toBe(409);
  });

  it('refuses to send without the signer’s e-mail', async () => {
    const contract = (
      await b.owner.api.post(`${b.base}/contract/customer`, draft(b.customer.id, { signerEmail: null }))
    ).json();
    const sent = await b.owner.api.patch(`${b.base}/contract/customer/${contract.id}/sent`);
    expect(sent.statusCode).toBe(422);
    expect(sent.json().errors).toEqual({
      signerEmail: 'Indiquez l’adresse e-mail du signataire avant d’envoyer le contrat.',
    });
  });

  it('makes agent contracts for the agency’s agents, the agent signing', async () => {
    const created = await b.owner.api.post(`${b.base}/contract/agent`, {
      title: 'Contrat de travail',
      body: 'Entre {{agence.nom}} et {{collaborateur.nomComplet}}, {{collaborateur.typeContrat}}.',
      agentId: b.agent.membership.id,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      kind: 'agent',
      agent: { id: b.agent.membership.id, fullname: 'Test Utilisateur' },
      signerName: 'Test Utilisateur',
      signerEmail: b.agent.user.email,
    });
    const foreign = await b.owner.api.post(`${b.base}/contract/agent`, {
      title: 'X',
      body: 'Y',
      agentId: a.agent.membership.id,
    });
    expect(foreign.statusCode).toBe(422);
    const parties = (await b.owner.api.get(`${b.base}/contracts/parties`)).json();
    expect(parties.agents).toEqual([
      { id: b.agent.membership.id, fullname: 'Test Utilisateur', email: b.agent.user.email },
    ]);
    expect(parties.customers.map((c: { id: string }) => c.id)).toContain(b.customer.id);
  });
});
