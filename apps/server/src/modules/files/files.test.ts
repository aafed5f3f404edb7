import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files.ts';
import { missingRight } from '../../testing/agent-kit.ts';
import { buildAgencyWithPeople, buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { multipart, PDF, PNG, upload, uploadedId, WEBP } from '../../testing/upload-kit.ts';

// A small body limit, so that "too large" stays small.
const LIMIT = 64 * 1024;
const t = useTestApp({ bodyLimit: LIMIT });

type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
const token: Record<string, string> = {};

const fileCount = async (agencyId: string) =>
  (await t.database.db.select({ n: count() }).from(files).where(eq(files.agencyId, agencyId)))[0].n;
const storedObjects = (agencyId: string) => {
  const dir = path.join(t.app.ctx.config.filesDir, 'agencies', agencyId);
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};
const download = (who: string, agencyId: string, id: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/agency/${agencyId}/files/${id}/download`,
    headers: { authorization: `Bearer ${token[who]}` },
  });

beforeAll(async () => {
  a = await buildAgencyWithPeople(t.database.db, ['agents.create']);
  b = await buildAgencyWithPeople(t.database.db);
  const editor = await buildMember(t.database.db, a.agency.id, 'staff', { rights: ['agents.edit'] });
  for (const [who, email] of [
    ['owner', a.owner.user.email],
    ['staff', a.staff.user.email],
    ['editor', editor.user.email],
    ['agent', a.agent.user.email],
    ['customer', a.customerUser.user.email],
    ['otherOwner', b.owner.user.email],
  ] as const) {
    token[who] = (await loginAs(t.app, email)).token;
  }
});

describe('POST {agency}/upload and GET {agency}/files/{id}/download', () => {
  it('stores a document and streams it back with its type and real name', async () => {
    const response = await upload(t.app, token.owner, a.agency.id, 'agent-document', {
      name: 'C:\\fakepath\\Contrat signé.pdf',
      type: 'application/octet-stream',
      bytes: PDF,
    });
    expect(response.statusCode).toBe(200);
    const stored = response.json();
    expect(stored).toMatchObject({
      name: 'Contrat signé.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      purpose: 'agent-document',
    });
    const file = await download('owner', a.agency.id, stored.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-length']).toBe(String(PDF.length));
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''Contrat%20sign%C3%A9.pdf; filename="Contrat signe.pdf"`,
    );
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('serves images inline, for <img>; WebP is accepted for a photo', async () => {
    const id = await uploadedId(t.app, token.owner, a.agency.id, 'agent-photo');
    const file = await download('owner', a.agency.id, id);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline; /);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const webp = await upload(t.app, token.owner, a.agency.id, 'agent-photo', {
      name: 'p.webp',
      type: 'image/webp',
      bytes: WEBP,
    });
    expect(webp.json().contentType).toBe('image/webp');
  });

  it('refuses a wrong format, an empty file or no file with a French 422, storing nothing', async () => {
    const before = { rows: await fileCount(a.agency.id), objects: storedObjects(a.agency.id) };
    const html = await upload(t.app, token.owner, a.agency.id, 'agent-photo', {
      name: 'photo.png',
      type: 'image/png',
      bytes: Buffer.from('<html><script>alert(1)</script>'),
    });
    expect(html.statusCode).toBe(422);
    expect(html.json()).toMatchObject({
      code: 'FILE_REFUSED',
      message: 'Ce format de fichier n’est pas accepté : choisissez une image JPEG, PNG ou WebP.',
    });
    const pdfAsPhoto = await upload(t.app, token.owner, a.agency.id, 'agent-photo', {
      name: 'x.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    expect(pdfAsPhoto.statusCode).toBe(422);
    const empty = await upload(t.app, token.owner, a.agency.id, 'agent-document', {
      name: 'vide.pdf',
      type: 'application/pdf',
      bytes: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Le fichier est vide.');
    const none = await upload(t.app, token.owner, a.agency.id, 'agent-document', null);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Aucun fichier reçu. Choisissez un fichier à envoyer.');
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/agency/${a.agency.id}/upload?purpose=agent-document`,
      headers: { authorization: `Bearer ${token.owner}` },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(422);
    expect(await fileCount(a.agency.id)).toBe(before.rows);
    expect(storedObjects(a.agency.id)).toBe(before.objects);
  });

  it('answers 413 « Erreur: fichiers volumineux » over BODY_LIMIT_MB, storing nothing', async () => {
    const before = await fileCount(a.agency.id);
    const big = Buffer.concat([PDF, Buffer.alloc(LIMIT + 1)]);
    const response = await upload(t.app, token.owner, a.agency.id, 'agent-document', {
      name: 'gros.pdf',
      type: 'application/pdf',
      bytes: big,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Erreur: fichiers volumineux' });
    expect(await fileCount(a.agency.id)).toBe(before);
  });

  it('answers 400 for an unknown purpose or a broken multipart body', async () => {
    const bad = await upload(t.app, token.owner, a.agency.id, 'virus', { name: 'x', type: 'x', bytes: PDF });
    expect(bad.statusCode).toBe(400);
    const body = multipart({ name: 'x.pdf', type: 'application/pdf', bytes: PDF });
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/agency/${a.agency.id}/upload?purpose=agent-document`,
      headers: { ...body.headers, authorization: `Bearer ${token.owner}` },
      payload: body.payload.subarray(0, 60),
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('needs the right to edit agents, except an agent uploading a photo', async () => {
    const staff = await upload(t.app, token.staff, a.agency.id, 'agent-document', {
      name: 'x.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(missingRight('Modifier les collaborateurs'));
    expect((await upload(t.app, token.agent, a.agency.id, 'agent-document', null)).statusCode).toBe(403);
    expect((await upload(t.app, token.customer, a.agency.id, 'agent-photo', null)).statusCode).toBe(403);
    expect(await uploadedId(t.app, token.editor, a.agency.id, 'agent-document')).toBeTruthy();
    expect(await uploadedId(t.app, token.agent, a.agency.id, 'agent-photo')).toBeTruthy();
  });

  it('keeps an unattached upload to its uploader, and every file to its agency (404)', async () => {
    const id = await uploadedId(t.app, token.owner, a.agency.id, 'agent-document');
    expect((await download('editor', a.agency.id, id)).statusCode).toBe(404);
    expect((await download('otherOwner', a.agency.id, id)).statusCode).toBe(404);
    expect((await download('otherOwner', b.agency.id, id)).statusCode).toBe(404);
    expect((await download('owner', a.agency.id, 'pas-un-uuid')).statusCode).toBe(404);
    const other = await uploadedId(t.app, token.otherOwner, b.agency.id, 'agent-photo');
    const response = await download('owner', a.agency.id, other);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Fichier introuvable.');
  });

  it('answers 404 when the bytes are gone from the storage', async () => {
    const id = await uploadedId(t.app, token.owner, a.agency.id, 'agent-document');
    const [row] = await t.database.db
      .select()
      .from(files)
      .where(and(eq(files.agencyId, a.agency.id), eq(files.id, id)));
    await t.app.ctx.files.delete(row.key);
    const response = await download('owner', a.agency.id, id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Le contenu de ce fichier n’est plus disponible.');
  });
});
