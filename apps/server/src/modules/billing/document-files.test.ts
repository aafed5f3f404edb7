import { beforeAll, describe, expect, it } from 'vitest';
import { buildBillingAgency, call, sampleLines } from '../../testing/billing-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { PDF, PNG, upload } from '../../testing/upload-kit.ts';
import { purgeAbandonedUploads } from '../files/public.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof buildBillingAgency>>;
let b: Awaited<ReturnType<typeof buildBillingAgency>>;

beforeAll(async () => {
  a = await buildBillingAgency(t);
  b = await buildBillingAgency(t);
});

const pdf = { name: 'bon-signé.pdf', type: 'application/pdf', bytes: PDF };
const draft = (customerId: string) => ({ customerId, date: '2026-11-02', lines: sampleLines });

async function uploaded(token: string, agencyId: string) {
  const res = await upload(t.app, token, agencyId, 'commercial-document', pdf);
  expect(res.statusCode).toBe(200);
  return res.json().id as string;
}

describe('files attached to commercial documents', () => {
  it('uploads for billing staff only, attaches idempotently, lists, detaches a draft’s file', async () => {
    expect((await upload(t.app, a.tokens.planner, a.agency.id, 'commercial-document', pdf)).statusCode).toBe(403);
    expect((await upload(t.app, a.tokens.customer, a.agency.id, 'commercial-document', pdf)).statusCode).toBe(403);
    const refused = await upload(t.app, a.tokens.staff, a.agency.id, 'commercial-document', {
      name: 'x.txt',
      type: 'text/plain',
      bytes: Buffer.from('hello'),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('un PDF ou une image JPEG, PNG ou WebP');

    const quote = (await call(t.app, a.tokens.staff, 'POST', `${a.base}/estimate`, draft(a.customer.id))).json();
    const fileId = await uploaded(a.tokens.staff, a.agency.id);
    // Not attached yet: only its uploader reads it.
    expect((await call(t.app, a.tokens.owner, 'GET', `${a.base}/files/${fileId}/download`)).statusCode).toBe(404);
    expect((await call(t.app, a.tokens.staff, 'GET', `${a.base}/files/${fileId}/download`)).statusCode).toBe(200);
    const url = `${a.base}/estimate/${quote.id}/files`;
    const first = await call(t.app, a.tokens.staff, 'POST', url, { fileId });
    expect(first.statusCode).toBe(200);
    const again = await call(t.app, a.tokens.staff, 'POST', url, { fileId });
    expect(again.statusCode).toBe(200);
    expect(again.json().files).toEqual([
      { id: fileId, name: 'bon-signé.pdf', contentType: 'application/pdf', size: PDF.length },
    ]);
    expect((await call(t.app, a.tokens.staff, 'GET', `${a.base}/estimate/${quote.id}`)).json().files).toHaveLength(1);

    // The planner: neither attach nor detach nor download.
    expect((await call(t.app, a.tokens.planner, 'POST', url, { fileId })).statusCode).toBe(403);
    expect((await call(t.app, a.tokens.planner, 'DELETE', `${url}/${fileId}`)).statusCode).toBe(403);
    expect((await call(t.app, a.tokens.planner, 'GET', `${a.base}/files/${fileId}/download`)).statusCode).toBe(403);
    expect((await call(t.app, a.tokens.owner, 'GET', `${a.base}/files/${fileId}/download`)).statusCode).toBe(200);

    // An image is accepted; a file of another purpose is not.
    const png = await upload(t.app, a.tokens.staff, a.agency.id, 'commercial-document', {
      name: 'scan.png',
      type: 'image/png',
      bytes: PNG,
    });
    expect(png.statusCode).toBe(200);
    const logo = await upload(t.app, a.tokens.staff, a.agency.id, 'customer-logo', {
      name: 'logo.png',
      type: 'image/png',
      bytes: PNG,
    });
    expect((await call(t.app, a.tokens.staff, 'POST', url, { fileId: logo.json().id })).statusCode).toBe(400);
    // Someone else's upload is not found; a file attached to another document is refused.
    const ownersFile = await uploaded(a.tokens.owner, a.agency.id);
    expect((await call(t.app, a.tokens.staff, 'POST', url, { fileId: ownersFile })).statusCode).toBe(404);
    const other = (await call(t.app, a.tokens.staff, 'POST', `${a.base}/estimate`, draft(a.customer.id))).json();
    const elsewhere = await call(t.app, a.tokens.staff, 'POST', `${a.base}/estimate/${other.id}/files`, { fileId });
    expect(elsewhere.statusCode).toBe(409);

    // Attached files survive the purge of abandoned uploads.
    await purgeAbandonedUploads(t.app.ctx, new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    expect((await call(t.app, a.tokens.owner, 'GET', `${a.base}/files/${fileId}/download`)).statusCode).toBe(200);

    const detached = await call(t.app, a.tokens.staff, 'DELETE', `${url}/${fileId}`);
    expect(detached.statusCode).toBe(200);
    expect(detached.json().files).toEqual([]);
    expect((await call(t.app, a.tokens.staff, 'DELETE', `${url}/${fileId}`)).statusCode).toBe(404);
  });

  it('attaches to a validated invoice, refuses to detach from it, hides the files from the customer', async () => {
    const inv = (await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, draft(a.customer.id))).json();
    expect((await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${inv.id}/validate`)).statusCode).toBe(200);
    const fileId = await uploaded(a.tokens.staff, a.agency.id);
    const attached = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${inv.id}/files`, { fileId });
    expect(attached.statusCode).toBe(200);
    expect(attached.json().files).toHaveLength(1);

    const detach = await call(t.app, a.tokens.owner, 'DELETE', `${a.base}/invoice/${inv.id}/files/${fileId}`);
    expect(detach.statusCode).toBe(409);
    expect(detach.json().message).toBe(
      'Cette pièce jointe fait partie d’une facture validée : elle ne peut plus être retirée.',
    );

    const portal = `${a.base}/customer/${a.customer.id}`;
    const seen = await call(t.app, a.tokens.customer, 'GET', `${portal}/invoice/${inv.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().files).toEqual([]);
    const list = await call(t.app, a.tokens.customer, 'POST', `${portal}/fetch/invoices`, { limit: 100 });
    for (const doc of list.json().data) expect(doc.files).toEqual([]);
    expect((await call(t.app, a.tokens.customer, 'GET', `${a.base}/files/${fileId}/download`)).statusCode).toBe(404);
  });

  it('answers 404 for another agency’s document or file', async () => {
    const mine = (await call(t.app, a.tokens.staff, 'POST', `${a.base}/purchaseOrder`, draft(a.customer.id))).json();
    const theirs = (await call(t.app, b.tokens.staff, 'POST', `${b.base}/purchaseOrder`, draft(b.customer.id))).json();
    const myFile = await uploaded(a.tokens.staff, a.agency.id);
    const theirFile = await uploaded(b.tokens.staff, b.agency.id);
    const attach = (docId: string, fileId: string) =>
      call(t.app, a.tokens.owner, 'POST', `${a.base}/purchaseOrder/${docId}/files`, { fileId });
    expect((await attach(theirs.id, myFile)).statusCode).toBe(404);
    expect((await attach(mine.id, theirFile)).statusCode).toBe(404);
    expect(
      (await call(t.app, a.tokens.owner, 'POST', `${b.base}/purchaseOrder/${theirs.id}/files`, { fileId: theirFile }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, a.tokens.owner, 'DELETE', `${a.base}/purchaseOrder/${theirs.id}/files/${theirFile}`))
        .statusCode,
    ).toBe(404);
  });
});
