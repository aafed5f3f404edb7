import { beforeAll, describe, expect, it } from 'vitest';
import { missingRight } from '../../testing/agent-kit.ts';
import { buildDocumentsAgency, uploadDocumentFile } from '../../testing/documents-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof buildDocumentsAgency>>;
let b: Awaited<ReturnType<typeof buildDocumentsAgency>>;
const ids: Record<string, string> = {};

type Who = keyof typeof a.as;

async function create(who: Who, body: Record<string, unknown>, path = '/document') {
  const fileId = await uploadDocumentFile(t.app, a.as[who].token, a.agency.id, `${String(body.name)}.pdf`);
  return a.as[who].post(`${a.base}${path}`, { type: 'general', fileIds: [fileId], ...body });
}

const listed = async (who: Who, path = '/fetch/documents', filters: Record<string, unknown> = {}) => {
  const response = await a.as[who].post(`${a.base}${path}`, { filters, limit: 100 });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { name: string }[]).map((d) => d.name).sort();
};

beforeAll(async () => {
  a = await buildDocumentsAgency(t);
  b = await buildDocumentsAgency(t);
  const docs = [
    ['reglement', { name: 'Règlement intérieur', accessAllAgents: true, attachedFolders: ['RH', 'rh'] }],
    ['paie', { name: 'Fiche de paie', type: 'agents', agentId: a.agent.membership.id, attachedFolders: ['Paie'] }],
    ['rapport', { name: 'Rapport mensuel', type: 'customers', customers: [a.customer.id] }],
    ['note', { name: 'Note au personnel', userCompanies: [a.staff.membership.id] }],
    ['cgv', { name: 'Conditions générales', accessAllCustomers: true }],
  ] as const;
  for (const [key, body] of docs) {
    const response = await create('owner', body);
    expect(response.statusCode, response.body).toBe(200);
    ids[key] = response.json().id;
  }
}, 60_000);

describe('a reader sees a document only where the readers say so', () => {
  it('shows everything to the owner and to staff with the edit right, newest first', async () => {
    const all = [
      'Conditions générales',
      'Fiche de paie',
      'Note au personnel',
      'Rapport mensuel',
      'Règlement intérieur',
    ];
    expect(await listed('owner')).toEqual(all);
    expect(await listed('editor')).toEqual(all);
    const page = (await a.as.owner.post(`${a.base}/fetch/documents`, { limit: 2 })).json();
    expect(page.total).toBe(5);
    expect(page.data.map((d: { name: string }) => d.name)).toEqual(['Conditions générales', 'Note au personnel']);
  });

  it('shows staff without the edit right only what names them', async () => {
    expect(await listed('staff')).toEqual(['Note au personnel']);
    expect(await listed('creator')).toEqual([]);
    expect((await a.as.creator.get(`${a.base}/document/${ids.note}`)).statusCode).toBe(404);
  });

  it('shows an agent the documents for all agents and about them, not another agent’s', async () => {
    expect(await listed('agent')).toEqual(['Fiche de paie', 'Règlement intérieur']);
    expect(await listed('agent2')).toEqual(['Règlement intérieur']);
    expect((await a.as.agent2.get(`${a.base}/document/${ids.paie}`)).statusCode).toBe(404);
    const mine = (await a.as.agent.get(`${a.base}/document/${ids.paie}`)).json();
    // An agent does not see who else reads a document.
    expect(mine).toMatchObject({ name: 'Fiche de paie', editable: false, userCompanies: [], customers: [] });
  });

  it('shows a customer user their company’s documents and those for all customers only', async () => {
    expect(await listed('customer')).toEqual(['Conditions générales', 'Rapport mensuel']);
    expect(await listed('customer2')).toEqual(['Conditions générales']);
    expect((await a.as.customer2.get(`${a.base}/document/${ids.rapport}`)).statusCode).toBe(404);
    const scoped = await a.as.customer.post(`${a.base}/customer/${a.customer.id}/fetch/documents/customers`, {});
    expect(scoped.json().data.map((d: { name: string }) => d.name)).toEqual(['Rapport mensuel']);
  });

  it('answers 404 to another agency, whatever the path', async () => {
    for (const path of [`${a.base}/document/${ids.reglement}`, `${b.base}/document/${ids.reglement}`]) {
      expect((await b.as.owner.get(path)).statusCode).toBe(404);
    }
    expect((await b.as.owner.delete(`${b.base}/document/${ids.reglement}`)).statusCode).toBe(404);
    expect((await b.as.owner.post(`${b.base}/fetch/documents`, {})).json().total).toBe(0);
    expect((await b.as.owner.post(`${a.base}/fetch/documents`, {})).statusCode).toBe(404);
  });

  it('keeps each kind’s list to its roles', async () => {
    expect(await listed('agent', '/fetch/documents/agents')).toEqual(['Fiche de paie']);
    expect((await a.as.customer.post(`${a.base}/fetch/documents/agents`, {})).statusCode).toBe(403);
    expect((await a.as.agent.post(`${a.base}/fetch/documents/customers`, {})).statusCode).toBe(403);
    expect(await listed('owner', '/fetch/documents/customers')).toEqual(['Rapport mensuel']);
  });
});

describe('the agent-scoped paths', () => {
  it('give an agent their own documents, never another agent’s scope', async () => {
    const own = `${a.base}/agent/${a.agent.membership.id}/fetch/documents/agents`;
    expect((await a.as.agent.post(own, {})).json().data.map((d: { name: string }) => d.name)).toEqual([
      'Fiche de paie',
    ]);
    expect((await a.as.agent2.post(own, {})).statusCode).toBe(404);
  });

  it('let a manager read through an agent’s eyes, and nobody else', async () => {
    const path = `${a.base}/agent/${a.agent2.membership.id}/fetch/documents`;
    expect((await a.as.editor.post(path, {})).json().data.map((d: { name: string }) => d.name)).toEqual([
      'Règlement intérieur',
    ]);
    const refused = await a.as.staff.post(path, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(missingRight('Modifier les documents'));
  });

  it('let an agent with the create right add their own document there, and offer the visibility toggle', async () => {
    const created = await create(
      'agentCreator',
      { name: 'Attestation de formation', type: 'agents', agentId: a.agentCreator.membership.id },
      `/agent/${a.agentCreator.membership.id}/document/agents`,
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ type: 'agents', mine: true, editable: false });
    const path = `/agent/${a.agentCreator.membership.id}/fetch/documents/agents`;
    expect(await listed('agentCreator', path, { visibility: 'created' })).toEqual(['Attestation de formation']);
    expect(await listed('agentCreator', path, { visibility: 'shared' })).toEqual([]);
    expect(await listed('agentCreator', '/fetch/documents', { visibility: 'shared' })).toEqual(['Règlement intérieur']);
    expect(await listed('agentCreator', '/fetch/documents')).toEqual([
      'Attestation de formation',
      'Règlement intérieur',
    ]);
  });
});

describe('rights to add, change and delete', () => {
  it('needs the create right to add (403 naming it), and refuses customers', async () => {
    for (const who of ['staff', 'agent'] as const) {
      const refused = await create(who, { name: 'Refusé' }).catch((error: Error) => error);
      // The upload itself needs the right: the same message.
      expect(String(refused)).toContain('403');
    }
    const body = { type: 'general', name: 'X', fileIds: ['3f1c2b1e-0000-4000-8000-000000000001'] };
    const staff = await a.as.staff.post(`${a.base}/document`, body);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(missingRight('Créer des documents'));
    expect((await a.as.customer.post(`${a.base}/document`, body)).statusCode).toBe(403);
  });

  it('needs the edit right to change or delete an existing document', async () => {
    const created = await create('creator', { name: 'Planning des congés' });
    expect(created.statusCode).toBe(200);
    const doc = created.json();
    const change = await a.as.creator.post(`${a.base}/document`, {
      ...doc,
      name: 'Autre',
      fileIds: doc.files.map((f: { id: string }) => f.id),
      attachedFolders: [],
      userCompanies: [],
      customers: [],
      agentId: null,
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe(missingRight('Modifier les documents'));
    expect((await a.as.creator.delete(`${a.base}/document/${doc.id}`)).statusCode).toBe(403);
    expect((await a.as.editor.delete(`${a.base}/document/${doc.id}`)).statusCode).toBe(204);
    expect((await a.as.editor.get(`${a.base}/document/${doc.id}`)).statusCode).toBe(404);
  });

  it('lets a manager change the readers, the folders and the files', async () => {
    const doc = (await a.as.owner.get(`${a.base}/document/${ids.note}`)).json();
    expect(doc.userCompanies.map((u: { id: string }) => u.id)).toEqual([a.staff.membership.id]);
    const extra = await uploadDocumentFile(t.app, a.as.editor.token, a.agency.id, 'annexe.pdf');
    const saved = await a.as.editor.post(`${a.base}/document`, {
      id: ids.note,
      type: 'general',
      name: 'Note au personnel (v2)',
      fileIds: [extra],
      attachedFolders: ['Notes'],
      userCompanies: [a.creator.membership.id],
      customers: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Note au personnel (v2)',
      files: [{ name: 'annexe.pdf' }],
      attachedFolders: [{ name: 'Notes' }],
    });
    expect(await listed('staff')).toEqual([]);
    expect(await listed('creator')).toEqual(['Note au personnel (v2)']);
  });
});

describe('validation', () => {
  it('answers 400 with the fields’ French messages and changes nothing', async () => {
    const before = (await a.as.owner.post(`${a.base}/fetch/documents`, {})).json().total;
    const response = await a.as.owner.post(`${a.base}/document`, { type: 'general', name: '  ', fileIds: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ name: 'Obligatoire', fileIds: 'Ajoutez au moins un fichier' });
    expect((await a.as.owner.post(`${a.base}/fetch/documents`, { filters: { type: 'autre' } })).statusCode).toBe(400);
    expect((await a.as.owner.post(`${a.base}/fetch/documents`, {})).json().total).toBe(before);
  });

  it('refuses another agency’s file or reader, and someone else’s upload', async () => {
    const foreignFile = await uploadDocumentFile(t.app, b.as.owner.token, b.agency.id);
    const othersUpload = await uploadDocumentFile(t.app, a.as.editor.token, a.agency.id);
    for (const fileIds of [[foreignFile], [othersUpload]]) {
      const response = await a.as.owner.post(`${a.base}/document`, { type: 'general', name: 'X', fileIds });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Un des fichiers n’existe plus : envoyez-le de nouveau.');
    }
    const mine = await uploadDocumentFile(t.app, a.as.owner.token, a.agency.id);
    const reader = await a.as.owner.post(`${a.base}/document`, {
      type: 'general',
      name: 'X',
      fileIds: [mine],
      userCompanies: [b.owner.membership.id],
    });
    expect(reader.statusCode).toBe(422);
    const customer = await a.as.owner.post(`${a.base}/document`, {
      type: 'customers',
      name: 'X',
      fileIds: [mine],
      customers: [b.customer.id],
    });
    expect(customer.statusCode).toBe(422);
  });
});

describe('reader choices', () => {
  it('lists the people and customers of the agency for those who add documents', async () => {
    const choices = (await a.as.creator.get(`${a.base}/document-readers`)).json();
    expect(choices.users.map((u: { id: string }) => u.id)).toContain(a.agent.membership.id);
    expect(choices.users.some((u: { role: string }) => u.role === 'customer')).toBe(false);
    expect(choices.customers.map((c: { id: string }) => c.id).sort()).toEqual([a.customer.id, a.customer2.id].sort());
    expect((await a.as.staff.get(`${a.base}/document-readers`)).statusCode).toBe(403);
    expect((await a.as.customer.get(`${a.base}/document-readers`)).statusCode).toBe(403);
    expect((await b.as.owner.get(`${a.base}/document-readers`)).statusCode).toBe(404);
  });
});

describe('folders', () => {
  it('makes one folder of names that differ by case, and shows others only folders they read in', async () => {
    const owner = (await a.as.owner.get(`${a.base}/document-folders?type=general`)).json().data;
    expect(owner.map((f: { name: string; count: number }) => [f.name, f.count])).toEqual([
      ['Notes', 1],
      ['RH', 1],
    ]);
    const agent = (await a.as.agent2.get(`${a.base}/document-folders`)).json().data;
    expect(agent.map((f: { name: string }) => f.name)).toEqual(['RH']);
    const rh = owner.find((f: { name: string }) => f.name === 'RH');
    expect(await listed('agent2', '/fetch/documents', { folderId: rh.id })).toEqual(['Règlement intérieur']);
  });
});
