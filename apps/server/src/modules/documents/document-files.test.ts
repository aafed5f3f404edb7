import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files.ts';
import { buildDocumentsAgency, uploadDocumentFile } from '../../testing/documents-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { PDF, upload } from '../../testing/upload-kit.ts';
import { purgeAbandonedUploads } from '../files/public.ts';

// A small body limit, so that « too large » stays small: a zip holds 5 × 64 KiB at most.
const LIMIT = 64 * 1024;
const t = useTestApp({ bodyLimit: LIMIT });
let a: Awaited<ReturnType<typeof buildDocumentsAgency>>;
let b: Awaited<ReturnType<typeof buildDocumentsAgency>>;
const docs: { id: string; fileId: string; name: string; bytes: Buffer }[] = [];

const pdf = (text: string, size = 0) => Buffer.concat([PDF, Buffer.from(`% ${text}\n`), Buffer.alloc(size, 32)]);
const fileUrl = (d: { id: string; fileId: string }, agencyId = a.agency.id) =>
  `/api/agency/${agencyId}/document/${d.id}/file/${d.fileId}`;

beforeAll(async () => {
  a = await buildDocumentsAgency(t);
  b = await buildDocumentsAgency(t);
  for (const [name, text] of [
    ['Consignes.pdf', 'consignes'],
    ['Planning.pdf', 'planning'],
    ['Consignes.pdf', 'consignes 2'],
  ]) {
    const bytes = pdf(text);
    const fileId = await uploadDocumentFile(t.app, a.as.owner.token, a.agency.id, name, bytes);
    const saved = await a.as.owner.post(`${a.base}/document`, {
      type: 'general',
      name: text,
      fileIds: [fileId],
      accessAllAgents: text !== 'planning',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    docs.push({ id: saved.json().id, fileId, name, bytes });
  }
}, 60_000);

describe('downloads', () => {
  it('streams one file of a document to its readers, under its real name', async () => {
    const response = await a.as.agent.get(fileUrl(docs[0]));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Consignes.pdf');
    expect(response.rawPayload.equals(docs[0].bytes)).toBe(true);
    expect((await a.as.agent.get(fileUrl(docs[1]))).statusCode).toBe(404);
    expect((await b.as.owner.get(fileUrl(docs[0]))).statusCode).toBe(404);
    // Through the files module, only its uploader reads a document's file.
    expect((await a.as.agent.get(`${a.base}/files/${docs[0].fileId}/download`)).statusCode).toBe(404);
  });

  it('exports a document as its file in base64 (Document export)', async () => {
    const response = await a.as.agent.get(`${a.base}/document/${docs[0].id}/download`);
    expect(response.statusCode).toBe(200);
    const exported = response.json();
    expect(exported).toMatchObject({ name: 'Consignes.pdf', mimeType: 'application/pdf', size: docs[0].bytes.length });
    expect(Buffer.from(exported.base64, 'base64').equals(docs[0].bytes)).toBe(true);
    expect((await a.as.agent.get(`${a.base}/document/${docs[1].id}/download`)).statusCode).toBe(404);
  });
});

describe('several documents as one zip', () => {
  it('POST /zip {urls}: a zip whose entries are the three files, names made unique', async () => {
    const response = await a.as.owner.post(`${a.base}/zip`, { urls: docs.map((d) => fileUrl(d)) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(['Consignes (2).pdf', 'Consignes.pdf', 'Planning.pdf']);
    expect(Buffer.from(entries['Consignes (2).pdf']).equals(docs[2].bytes)).toBe(true);
  });

  it('POST documents/download {ids}: the same as a Document export', async () => {
    const response = await a.as.owner.post(`${a.base}/documents/download`, { ids: docs.map((d) => d.id) });
    expect(response.statusCode).toBe(200);
    const exported = response.json();
    expect(exported).toMatchObject({ name: 'documents.zip', mimeType: 'application/zip' });
    expect(Object.keys(unzipSync(Buffer.from(exported.base64, 'base64')))).toHaveLength(3);
  });

  it('refuses what the caller does not read (404), another agency’s links (404) and other links (400)', async () => {
    expect((await a.as.agent.post(`${a.base}/zip`, { urls: docs.map((d) => fileUrl(d)) })).statusCode).toBe(404);
    expect((await a.as.agent.post(`${a.base}/zip`, { urls: [fileUrl(docs[0])] })).statusCode).toBe(200);
    expect((await b.as.owner.post(`${b.base}/zip`, { urls: [fileUrl(docs[0])] })).statusCode).toBe(404);
    const wrongFile = `/api/agency/${a.agency.id}/document/${docs[0].id}/file/${docs[1].fileId}`;
    expect((await a.as.owner.post(`${a.base}/zip`, { urls: [wrongFile] })).statusCode).toBe(404);
    const other = await a.as.owner.post(`${a.base}/zip`, { urls: [`${a.base}/files/${docs[0].fileId}/download`] });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Ce lien de fichier n’est pas un document de l’agence.');
    expect((await a.as.owner.post(`${a.base}/zip`, { urls: [] })).statusCode).toBe(400);
    expect((await a.as.owner.post(`${a.base}/documents/download`, { ids: [] })).statusCode).toBe(400);
  });
});

describe('sizes', () => {
  it('answers 413 « Erreur: fichiers volumineux » to an upload over the limit, storing nothing', async () => {
    const response = await upload(t.app, a.as.owner.token, a.agency.id, 'document', {
      name: 'gros.pdf',
      type: 'application/pdf',
      bytes: pdf('gros', LIMIT + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Erreur: fichiers volumineux' });
  });

  it('answers 413 with a size caption to a zip over five times the limit', async () => {
    const urls: string[] = [];
    for (let i = 0; i < 6; i++) {
      const fileId = await uploadDocumentFile(t.app, a.as.owner.token, a.agency.id, `p${i}.pdf`, pdf(`p${i}`, 60_000));
      const saved = await a.as.owner.post(`${a.base}/document`, { type: 'general', name: `p${i}`, fileIds: [fileId] });
      urls.push(fileUrl({ id: saved.json().id, fileId }));
    }
    const response = await a.as.owner.post(`${a.base}/zip`, { urls });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Erreur: fichiers volumineux');
    expect(response.json().details).toMatch(
      /^Les fichiers choisis pèsent 35\d,\d Ko ; une archive en contient 320 Ko au plus/,
    );
  });
});

describe('files of documents', () => {
  it('are never purged as abandoned uploads, and go with their document', async () => {
    await t.database.db.update(files).set({ createdAt: new Date(Date.now() - 3 * 86_400_000) });
    await purgeAbandonedUploads(t.app.ctx);
    expect((await a.as.agent.get(fileUrl(docs[0]))).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, docs[0].fileId));
    expect((await a.as.owner.delete(`${a.base}/document/${docs[0].id}`)).statusCode).toBe(204);
    expect(await t.app.ctx.files.exists(row.key)).toBe(false);
    expect((await a.as.owner.get(fileUrl(docs[0]))).statusCode).toBe(404);
  });
});
