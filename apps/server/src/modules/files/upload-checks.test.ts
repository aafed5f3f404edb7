import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files.ts';
import { buildAgencyWithPeople, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { PDF, PNG, upload } from '../../testing/upload-kit.ts';

// The production body limit, so that each purpose's own limit is the one met.
const t = useTestApp({ bodyLimit: 20 * 1024 * 1024 });

let agencyId: string;
let owner: string;
beforeAll(async () => {
  const a = await buildAgencyWithPeople(t.database.db);
  agencyId = a.agency.id;
  owner = (await loginAs(t.app, a.owner.user.email)).token;
});

const fileCount = async () =>
  (await t.database.db.select({ n: count() }).from(files).where(eq(files.agencyId, agencyId)))[0].n;

/** A Linux executable and a Windows one: their real first bytes, then padding. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0x00, 0x03, 0x00]), Buffer.alloc(120)]);

describe('uploads checked by their content, not their name or declared type', () => {
  it('refuses an executable renamed as a photo or a PDF, storing nothing', async () => {
    const before = await fileCount();
    for (const [purpose, name, type, bytes] of [
      ['agent-photo', 'photo.png', 'image/png', ELF],
      ['agent-photo', 'photo.jpg', 'image/jpeg', EXE],
      ['agent-document', 'contrat.pdf', 'application/pdf', EXE],
      ['customer-logo', 'logo.png', 'image/png', Buffer.from('#!/bin/sh\nrm -rf /\n')],
      ['agent-document', 'page.pdf', 'application/pdf', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ] as const) {
      const response = await upload(t.app, owner, agencyId, purpose, { name, type, bytes });
      expect(response.statusCode, `${purpose} ${name}`).toBe(422);
      expect(response.json().code).toBe('FILE_REFUSED');
      expect(response.json().message).toMatch(/^Ce format de fichier n’est pas accepté : choisissez /);
    }
    expect(await fileCount()).toBe(before);
  });

  it('keeps the type read from the bytes when the declared one lies', async () => {
    // A PNG declared as a PDF is a PNG: stored, and served, as one.
    const response = await upload(t.app, owner, agencyId, 'agent-document', {
      name: 'scan.pdf',
      type: 'application/pdf',
      bytes: PNG,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().contentType).toBe('image/png');
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${agencyId}/files/${response.json().id}/download`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    // A PDF declared as an image is still a PDF, which a photo does not take.
    const pdfAsPhoto = await upload(t.app, owner, agencyId, 'agent-photo', {
      name: 'photo.png',
      type: 'image/png',
      bytes: PDF,
    });
    expect(pdfAsPhoto.statusCode).toBe(422);
  });

  it('answers 413 « Erreur: fichiers volumineux » over each purpose’s own limit, storing nothing', async () => {
    const before = await fileCount();
    const logo = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(t.app, owner, agencyId, 'customer-logo', {
      name: 'logo.png',
      type: 'image/png',
      bytes: logo,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Erreur: fichiers volumineux',
      details: 'Le fichier dépasse 2 Mo, la taille maximale acceptée pour ce document.',
    });
    const photo = await upload(t.app, owner, agencyId, 'agent-photo', {
      name: 'photo.png',
      type: 'image/png',
      bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
    });
    expect(photo.statusCode).toBe(413);
    expect(photo.json().details).toBe('Le fichier dépasse 5 Mo, la taille maximale acceptée pour ce document.');
    expect(await fileCount()).toBe(before);
    // The same bytes are a fair size for a document.
    const document = await upload(t.app, owner, agencyId, 'agent-document', {
      name: 'scan.png',
      type: 'image/png',
      bytes: logo,
    });
    expect(document.statusCode).toBe(200);
    expect(document.json().size).toBe(logo.length);
  });
});
