import type { AgencyInvoice } from '@securite/domain/agency-invoices/agency-invoice-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../testing/agent-kit.ts';
import { billedAgency, body, platformStaff } from '../../testing/platform-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let admin: Caller;
let support: Caller;
let a: Awaited<ReturnType<typeof billedAgency>>;
let b: Awaited<ReturnType<typeof billedAgency>>;

const invoiceBody = (agencyId: string, extra: Record<string, unknown> = {}) => ({
  agencyId,
  date: '2026-03-01',
  lines: [
    { label: 'Abonnement Essentiel — mars 2026', quantity: 1, unitPriceCents: 4900 },
    { label: 'Fiches collaborateurs', quantity: 3, unitPriceCents: 999 },
  ],
  ...extra,
});

beforeAll(async () => {
  ({ admin, support } = await platformStaff(t));
  a = await billedAgency(t);
  b = await billedAgency(t);
});

describe('platform invoices (admin)', () => {
  it('numbers invoices one after the other per year, with their totals and due date', async () => {
    const first = body<AgencyInvoice>(await admin.post('/api/admin/agency-invoice', invoiceBody(a.agency.id)));
    const second = body<AgencyInvoice>(await admin.post('/api/admin/agency-invoice', invoiceBody(b.agency.id)));
    const next = Number(first.number.slice(-5)) + 1;
    expect(first.number).toMatch(/^PF-2026-\d{5}$/);
    expect(second.number).toBe(`PF-2026-${String(next).padStart(5, '0')}`);
    expect(first).toMatchObject({
      status: 'pending',
      dueDate: '2026-03-31',
      totalCents: 7897,
      vatCents: 1579,
      totalInclTaxCents: 9476,
      balanceCents: 9476,
      agency: { id: a.agency.id },
    });
  });

  it('validates the invoice and the agency', async () => {
    const invalid = await admin.post('/api/admin/agency-invoice', {
      lines: [],
      dueDate: '2026-01-01',
      date: '2026-02-01',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({
      agencyId: 'Choisissez l’agence à facturer',
      lines: 'Ajoutez au moins une ligne',
    });
    const unknown = await admin.post('/api/admin/agency-invoice', invoiceBody('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
  });

  it('records partial payments until the balance, which it refuses to exceed', async () => {
    const invoice = body<AgencyInvoice>(await admin.post('/api/admin/agency-invoice', invoiceBody(a.agency.id)));
    const url = `/api/admin/agency-invoice/${invoice.id}/partial-payments`;
    const part = body<AgencyInvoice>(
      await admin.post(url, { date: '2026-03-05', amountCents: 4000, paymentMethod: 'cheque' }),
    );
    expect(part).toMatchObject({ status: 'partial', paidCents: 4000, balanceCents: 5476 });
    const over = await admin.post(url, { date: '2026-03-06', amountCents: 6000, paymentMethod: 'transfer' });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.amountCents).toBe('Le montant dépasse ce qui reste à régler');
    expect((await admin.post(url, { date: '2026-03-06', paymentMethod: 'transfer' })).json().errors.amountCents).toBe(
      'Le montant doit être supérieur à 0',
    );
    const settled = body<AgencyInvoice>(
      await admin.post(url, { date: '2026-03-07', paymentMethod: 'transfer', settle: true }),
    );
    expect(settled).toMatchObject({ status: 'paid', balanceCents: 0 });
    expect(settled.partialPayments.map((p) => [p.amountCents, p.note])).toEqual([
      [4000, null],
      [5476, 'Solde'],
    ]);
    expect((await admin.post(url, { date: '2026-03-08', paymentMethod: 'transfer', settle: true })).statusCode).toBe(
      409,
    );
  });

  it('lists with filters and the balance left to pay, previews and downloads the PDF', async () => {
    const page = body<{ data: AgencyInvoice[]; total: number; balanceCents: number }>(
      await admin.post('/api/admin/fetch/agency-invoices', { filters: { agencyId: a.agency.id, status: 'pending' } }),
    );
    expect(page.total).toBe(1);
    expect(page.balanceCents).toBe(9476);
    const preview = await admin.post('/api/admin/agency-invoice/preview', invoiceBody(a.agency.id));
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [invoice] = page.data;
    const pdf = await admin.get(`/api/admin/agency-invoice/${invoice.id}/download`);
    expect(pdf.headers['content-disposition']).toContain(`facture-${invoice.number.toLowerCase()}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The document's title (its Info dictionary, not compressed) names the invoice.
    expect(pdf.rawPayload.toString('latin1')).toContain(`Facture ${invoice.number}`);
  });

  it('is for admins only', async () => {
    for (const who of [support, a.owner.api]) {
      expect((await who.post('/api/admin/fetch/agency-invoices', {})).statusCode).toBe(403);
      expect((await who.post('/api/admin/agency-invoice', invoiceBody(a.agency.id))).statusCode).toBe(403);
    }
  });
});

describe('« Mes factures » of an agency', () => {
  it('lists its own invoices and downloads them; another agency gets 404', async () => {
    const mine = body<{ data: AgencyInvoice[] }>(
      await a.owner.api.post(`${a.base}/fetch/agency-invoices`, { filters: { agencyId: b.agency.id } }),
    );
    expect(mine.data.every((i) => i.agency.id === a.agency.id)).toBe(true);
    expect(mine.data.length).toBeGreaterThan(0);
    const id = mine.data[0].id;
    expect((await a.staff.api.get(`${a.base}/agency-invoice/${id}/download`)).statusCode).toBe(200);
    expect((await b.owner.api.get(`${b.base}/agency-invoice/${id}/download`)).statusCode).toBe(404);
    expect((await a.agent.api.post(`${a.base}/fetch/agency-invoices`, {})).statusCode).toBe(403);
  });
});
