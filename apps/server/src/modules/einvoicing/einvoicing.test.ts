import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { einvoicingFlows, einvoicingSettings } from '../../db/schema/einvoicing.ts';
import { validateEn16931UblSchematron, validateUblXsd } from '../../pdf/facturx-validation/validators.ts';
import { buildBillingAgency, call, sampleLines } from '../../testing/billing-kit.ts';
import { buildCustomer } from '../../testing/factories.ts';
import { type FakePa, startFakePa } from '../../testing/pa-server.ts';
import { buildSecondApp, useTestApp } from '../../testing/test-app.ts';
import { registerJobHandlers } from '../job-handlers.ts';
import { pollStatuses, submitDocument } from './public.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof buildBillingAgency>>;
let pa: FakePa;

const serviceLines = [sampleLines[0]];

async function validatedInvoice(customerId: string, lines: unknown[] = serviceLines) {
  const created = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, {
    customerId,
    date: '2026-11-02',
    lines,
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().id as string;
  const validated = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${id}/validate`);
  expect(validated.statusCode, validated.body).toBe(200);
  return validated.json() as { id: string; number: string; totalCents: number };
}

const einvoicingOf = async (id: string, token = a.tokens.staff) => {
  const answer = await call(t.app, token, 'GET', `${a.base}/invoice/${id}/einvoicing`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const poll = () => pollStatuses(t.app.ctx, { agencyId: a.agency.id });
const drain = () => t.app.ctx.jobs.drain();

beforeAll(async () => {
  registerJobHandlers(t.app.ctx);
  pa = await startFakePa();
  a = await buildBillingAgency(t);
  pa.directory.add(a.customer.siren!);
  const saved = await call(t.app, a.tokens.staff, 'PUT', `${a.base}/settings/einvoicing`, {
    enabled: true,
    baseUrl: pa.url,
    clientId: pa.clientId,
    clientSecret: pa.clientSecret,
    format: 'cii',
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await pa.close();
});

describe('settings « Facturation électronique »', () => {
  it('keeps the secret encrypted and never sends it back; only billing users see or change them', async () => {
    const read = await call(t.app, a.tokens.staff, 'GET', `${a.base}/settings/einvoicing`);
    expect(read.json()).toMatchObject({ configured: true, enabled: true, baseUrl: pa.url, hasSecret: true });
    expect(read.body).not.toContain(pa.clientSecret);
    const [row] = await t.database.db
      .select()
      .from(einvoicingSettings)
      .where(eq(einvoicingSettings.agencyId, a.agency.id));
    expect(row!.clientSecretEncrypted).toMatch(/^v1\./);
    expect(row!.clientSecretEncrypted).not.toContain(pa.clientSecret);
    for (const token of [a.tokens.planner, a.tokens.agent]) {
      expect((await call(t.app, token, 'GET', `${a.base}/settings/einvoicing`)).statusCode).toBe(403);
      const put = await call(t.app, token, 'PUT', `${a.base}/settings/einvoicing`, {
        ...(read.json() as object),
        enabled: false,
      });
      expect(put.statusCode).toBe(403);
    }
  });

  it('refuses a bad address with a French message and tests the connection', async () => {
    const bad = await call(t.app, a.tokens.staff, 'PUT', `${a.base}/settings/einvoicing`, {
      enabled: true,
      baseUrl: 'ftp://pa',
      clientId: 'x',
      format: 'cii',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Adresse https de la plateforme agréée attendue');
    const ok = await call(t.app, a.tokens.staff, 'POST', `${a.base}/settings/einvoicing/test`, {});
    expect(ok.json()).toEqual({ ok: true, message: 'Connexion réussie à la plateforme agréée' });
    const wrong = await call(t.app, a.tokens.staff, 'POST', `${a.base}/settings/einvoicing/test`, {
      clientSecret: 'pas-le-bon',
    });
    expect(wrong.json()).toMatchObject({ ok: false });
    expect(wrong.json().message).toContain('OAuth2');
  });

  it('uses the platform of the environment for an agency without its own', async () => {
    const other = await buildBillingAgency(t);
    const withDefault = await buildSecondApp(t, {
      einvoicing: {
        platform: {
          baseUrl: pa.url,
          tokenUrl: null,
          clientId: pa.clientId,
          clientSecret: pa.clientSecret,
          format: 'ubl',
        },
        secretKey: null,
      },
    });
    try {
      const read = await call(withDefault, other.tokens.staff, 'GET', `${other.base}/settings/einvoicing`);
      expect(read.json()).toMatchObject({ configured: true, enabled: true, platformDefault: true, baseUrl: pa.url });
      expect(read.json().format).toBe('ubl');
      expect(read.body).not.toContain(pa.clientSecret);
      const test = await call(withDefault, other.tokens.staff, 'POST', `${other.base}/settings/einvoicing/test`, {});
      expect(test.json()).toMatchObject({ ok: true });
      // The app without a platform of its environment leaves that agency unconfigured.
      const without = await call(t.app, other.tokens.staff, 'GET', `${other.base}/settings/einvoicing`);
      expect(without.json()).toMatchObject({ configured: false });
    } finally {
      await withDefault.close();
    }
  });

  it('keeps each agency to its own settings and invoices', async () => {
    const other = await buildBillingAgency(t);
    const read = await call(t.app, other.tokens.staff, 'GET', `${other.base}/settings/einvoicing`);
    expect(read.json()).toMatchObject({ configured: false, enabled: false, baseUrl: '' });
    const invoice = await validatedInvoice(a.customer.id);
    const foreign = await call(t.app, other.tokens.staff, 'GET', `${other.base}/invoice/${invoice.id}/einvoicing`);
    expect(foreign.statusCode).toBe(404);
    await drain();
  });
});

describe('transmission to the approved platform', () => {
  it('submits a validated invoice once and shows the statuses the platform gives it', async () => {
    const before = pa.submitted().length;
    const invoice = await validatedInvoice(a.customer.id);
    await drain();
    await drain();
    const sent = pa.submitted().filter((f) => f.text.includes(invoice.number));
    expect(sent).toHaveLength(1);
    expect(pa.submitted().length).toBe(before + 1);
    expect(sent[0]).toMatchObject({ flowSyntax: 'CII', processingRule: 'B2B' });
    expect((await einvoicingOf(invoice.id)).flows).toMatchObject([
      { kind: 'invoice', status: 'transmitted', flowId: sent[0]!.flowId },
    ]);
    // A retry of the job (another process, a crash after the flow was kept) sends nothing again.
    await submitDocument(t.app.ctx, { agencyId: a.agency.id, documentId: invoice.id });
    expect(pa.submitted().filter((f) => f.text.includes(invoice.number))).toHaveLength(1);

    pa.acknowledge(sent[0]!.flowId, 'Ok');
    await poll();
    expect((await einvoicingOf(invoice.id)).flows[0].status).toBe('deposited');
    pa.sendStatus(invoice.number, '205');
    await poll();
    await poll();
    const shown = await einvoicingOf(invoice.id);
    expect(shown.flows[0].status).toBe('approved');
    expect(shown.flows[0].history.map((h: { status: string }) => h.status)).toEqual([
      'transmitted',
      'deposited',
      'approved',
    ]);
    expect(shown.fix).toBeNull();
  });

  it('shows a rejection with its reason and what to fix', async () => {
    const invoice = await validatedInvoice(a.customer.id);
    await drain();
    const [flow] = pa.submitted().filter((f) => f.text.includes(invoice.number));
    pa.acknowledge(flow!.flowId, 'Error', {
      item: 'BT-47',
      code: 'InvalidSchema',
      message: 'Identifiant légal du vendeur invalide',
    });
    await poll();
    const shown = await einvoicingOf(invoice.id);
    expect(shown.flows[0]).toMatchObject({
      status: 'rejected',
      reason: 'Identifiant légal du vendeur invalide (BT-47) [InvalidSchema]',
    });
    expect(shown.fix).toContain('avoir');
  });

  it('takes a refusal sent as a lifecycle status, with its reason', async () => {
    const invoice = await validatedInvoice(a.customer.id);
    await drain();
    pa.sendStatus(invoice.number, '210', { code: 'REF_PRIX', text: 'Prix non conforme au contrat' });
    await poll();
    expect((await einvoicingOf(invoice.id)).flows[0]).toMatchObject({
      status: 'refused',
      reason: 'REF_PRIX — Prix non conforme au contrat',
    });
  });

  it('flags a customer the directory does not know before validation, and sends nothing for it', async () => {
    const unknown = await buildCustomer(t.database.db, a.agency.id, { siren: '552100554' });
    const created = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, {
      customerId: unknown.id,
      date: '2026-11-02',
      lines: serviceLines,
    });
    const draft = await einvoicingOf(created.json().id);
    expect(draft.buyer).toEqual({
      found: false,
      message: expect.stringContaining('SIREN 552100554 du client est introuvable'),
    });
    const before = pa.submitted().length;
    await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${created.json().id}/validate`);
    await drain();
    expect(pa.submitted().length).toBe(before);
    const shown = await einvoicingOf(created.json().id);
    expect(shown.flows[0]).toMatchObject({ status: 'blocked' });
    expect(shown.fix).toContain('renvoyez la facture');
    const retry = `${a.base}/invoice/${created.json().id}/einvoicing/retry`;
    expect((await call(t.app, a.tokens.planner, 'POST', retry)).statusCode).toBe(403);
    // Once the buyer is in the directory, « Renvoyer » sends it, once.
    pa.directory.add('552100554');
    const again = await call(t.app, a.tokens.staff, 'POST', retry);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().flows[0].status).toBe('pending');
    await drain();
    expect(pa.submitted().length).toBe(before + 1);
    const sent = await einvoicingOf(created.json().id);
    expect(sent.flows[0]).toMatchObject({ status: 'transmitted' });
    expect(sent.fix).toBeNull();
    const twice = await call(t.app, a.tokens.staff, 'POST', retry);
    expect(twice.statusCode).toBe(409);
    await drain();
    expect(pa.submitted().length).toBe(before + 1);
  });

  it('sends nothing twice when the answer to a submission is lost (a crash after the platform kept the flow)', async () => {
    pa.loseNextAnswer();
    const invoice = await validatedInvoice(a.customer.id);
    await drain(); // the job fails: the platform kept the flow but its answer never came
    expect(pa.submitted().filter((f) => f.text.includes(invoice.number))).toHaveLength(1);
    const [row] = await t.database.db.select().from(einvoicingFlows).where(eq(einvoicingFlows.documentId, invoice.id));
    expect(row).toMatchObject({ status: 'pending', flowId: null });
    // The retry (here run at once, the queue waits its backoff) finds the flow by its tracking id.
    await submitDocument(t.app.ctx, { agencyId: a.agency.id, documentId: invoice.id });
    const sent = pa.submitted().filter((f) => f.text.includes(invoice.number));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.trackingId).toBe(row!.trackingId);
    expect((await einvoicingOf(invoice.id)).flows[0]).toMatchObject({ status: 'transmitted', flowId: sent[0]!.flowId });
  });
});

describe('the formats of the platform', () => {
  const useFormat = async (format: string) => {
    const put = await call(t.app, a.tokens.staff, 'PUT', `${a.base}/settings/einvoicing`, {
      enabled: true,
      baseUrl: pa.url,
      clientId: pa.clientId,
      format,
    });
    expect(put.statusCode, put.body).toBe(200);
  };
  afterAll(() => useFormat('cii'));

  it('sends a UBL 2.1 invoice, and a credit note as a UBL CreditNote', async () => {
    await useFormat('ubl');
    const invoice = await validatedInvoice(a.customer.id);
    await drain();
    const [flow] = pa.submitted().filter((f) => f.text.includes(invoice.number));
    expect(flow).toMatchObject({ flowSyntax: 'UBL', contentType: 'application/xml' });
    expect(flow!.text).toContain('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2');
    // What the platform receives passes the UBL 2.1 XSD and the EN 16931 UBL schematron.
    expect((await validateUblXsd('Invoice', flow!.text)).valid).toBe(true);
    expect((await validateEn16931UblSchematron(flow!.text)).fatal).toEqual([]);
    const credit = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${invoice.id}/credit-note`);
    expect(credit.statusCode, credit.body).toBe(200);
    const validated = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${credit.json().id}/validate`);
    expect(validated.statusCode, validated.body).toBe(200);
    await drain();
    const [sentCredit] = pa.submitted().filter((f) => f.text.includes(`<cbc:ID>${validated.json().number}</cbc:ID>`));
    expect(sentCredit!.text).toContain('urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2');
    expect((await validateUblXsd('CreditNote', sentCredit!.text)).valid).toBe(true);
    expect((await validateEn16931UblSchematron(sentCredit!.text)).fatal).toEqual([]);
  });

  it('sends a Factur-X PDF/A-3', async () => {
    await useFormat('facturx');
    const before = pa.submitted().length;
    const invoice = await validatedInvoice(a.customer.id);
    await drain();
    const sent = pa.submitted().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      flowSyntax: 'Factur-X',
      contentType: 'application/pdf',
      name: `${invoice.number}.pdf`,
    });
    expect(sent[0]!.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('e-reporting of payments (VAT on receipts)', () => {
  it('reports a payment once, and a payment removed back negative', async () => {
    const invoice = await validatedInvoice(a.customer.id);
    await drain();
    const reports = () => pa.submitted().filter((f) => f.flowSyntax === 'CDAR' && f.text.includes(invoice.number));
    const paid = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${invoice.id}/partial-payments`, {
      date: '2026-11-20',
      amountCents: 100_000,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await drain();
    await drain();
    expect(reports()).toHaveLength(1);
    expect(reports()[0]!.text).toContain('<ram:ProcessConditionCode>212</ram:ProcessConditionCode>');
    expect(reports()[0]!.text).toContain('<ram:ValueAmount>1000.00</ram:ValueAmount>');
    const paymentId = paid.json().payments[0].id as string;
    const removed = await call(
      t.app,
      a.tokens.staff,
      'DELETE',
      `${a.base}/invoice/${invoice.id}/partial-payments/${paymentId}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    await drain();
    expect(reports()).toHaveLength(2);
    expect(reports()[1]!.text).toContain('<ram:ValueAmount>-1000.00</ram:ValueAmount>');
    const flows = (await einvoicingOf(invoice.id)).flows;
    expect(flows.map((f: { kind: string; amountCents: number | null }) => [f.kind, f.amountCents])).toEqual([
      ['invoice', null],
      ['payment', 100_000],
      ['payment', -100_000],
    ]);
  });

  it('reports nothing for an invoice under VAT on debits', async () => {
    const created = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, {
      customerId: a.customer.id,
      date: '2026-11-02',
      lines: serviceLines,
      vatOnDebits: true,
    });
    const id = created.json().id as string;
    await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${id}/validate`);
    await drain();
    const before = pa.submitted().length;
    await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${id}/partial-payments`, {
      date: '2026-11-20',
      amountCents: 5000,
    });
    await drain();
    expect(pa.submitted().length).toBe(before);
  });
});
