import { beforeAll, describe, expect, it } from 'vitest';
import { readFacturXXml } from '../../pdf/facturx/read-facturx-xml.ts';
import {
  validateEn16931Schematron,
  validateFacturXXsd,
  validateFrenchRules,
} from '../../pdf/facturx-validation/validators.ts';
import { buildBillingAgency, call, sampleLines } from '../../testing/billing-kit.ts';
import { buildCustomer } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof buildBillingAgency>>;
let customerId: string;

beforeAll(async () => {
  a = await buildBillingAgency(t);
  const customer = await buildCustomer(t.database.db, a.agency.id, {
    name: 'Client Démo SARL',
    email: 'compta@client-demo.test',
    address: { street: '5 avenue Foch', zipcode: '75016', city: 'Paris', country: 'France' },
  });
  customerId = customer.id;
});

describe('document PDFs', () => {
  it('makes a validated invoice a Factur-X whose embedded XML passes the XSD, EN 16931 and French rules', async () => {
    const created = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, {
      customerId,
      date: '2026-11-02',
      lines: [
        ...sampleLines,
        {
          label: 'Formation SST',
          quantity: 1,
          unitPriceCents: 45_000,
          vatRateBp: 0,
          vatExemptionCode: 'VATEX-FR-CGI261-4',
        },
      ],
      discount: { kind: 'amount', amountCents: 10_001 },
      deliveryAddress: 'Entrepôt, 8 rue du Port, 92230 Gennevilliers',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    const draftPdf = await call(t.app, a.tokens.staff, 'GET', `${a.base}/invoice/${id}/pdf`);
    expect(draftPdf.statusCode).toBe(200);
    expect(draftPdf.headers['content-type']).toBe('application/pdf');
    expect(readFacturXXml(draftPdf.rawPayload)).toBeNull();

    const validated = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${id}/validate`);
    expect(validated.statusCode).toBe(200);
    const pdf = await call(t.app, a.tokens.staff, 'GET', `${a.base}/invoice/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.7');
    expect(pdf.headers['content-disposition']).toMatch(/facture-f-\d{4}-0001\.pdf/);
    const xml = readFacturXXml(pdf.rawPayload);
    expect(xml).not.toBeNull();
    expect(xml).toContain(`<ram:ID>${validated.json().number}</ram:ID>`);
    expect(await validateFacturXXsd(xml!)).toEqual({ valid: true, errors: [] });
    expect((await validateEn16931Schematron(xml!)).fatal).toEqual([]);
    expect((await validateFrenchRules(xml!)).fatal).toEqual([]);
  }, 120_000);

  it('makes the credit note a Factur-X 381 naming the invoice, and previews unsaved quotes', async () => {
    const created = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, {
      customerId,
      date: '2026-11-02',
      lines: sampleLines,
    });
    await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${created.json().id}/validate`);
    const credit = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${created.json().id}/credit-note`);
    const validated = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${credit.json().id}/validate`);
    const pdf = await call(t.app, a.tokens.staff, 'GET', `${a.base}/invoice/${credit.json().id}/pdf`);
    const xml = readFacturXXml(pdf.rawPayload)!;
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toContain(`<ram:IssuerAssignedID>${validated.json().source.number}</ram:IssuerAssignedID>`);
    expect((await validateEn16931Schematron(xml)).fatal).toEqual([]);

    const preview = await call(t.app, a.tokens.staff, 'POST', `${a.base}/estimate/preview`, {
      customerId,
      date: '2026-11-02',
      lines: sampleLines,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (
        await call(t.app, a.tokens.planner, 'POST', `${a.base}/estimate/preview`, {
          customerId,
          date: '2026-11-02',
          lines: sampleLines,
        })
      ).statusCode,
    ).toBe(403);
  }, 120_000);

  it('lets a customer download its own validated invoice from the portal, not a draft', async () => {
    const mine = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, {
      customerId: a.customer.id,
      date: '2026-11-02',
      lines: sampleLines,
    });
    const portal = `${a.base}/customer/${a.customer.id}`;
    expect((await call(t.app, a.tokens.customer, 'GET', `${portal}/invoice/${mine.json().id}/pdf`)).statusCode).toBe(
      404,
    );
    await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${mine.json().id}/validate`);
    const pdf = await call(t.app, a.tokens.customer, 'GET', `${portal}/invoice/${mine.json().id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(readFacturXXml(pdf.rawPayload)).toContain('<ram:TypeCode>380</ram:TypeCode>');
  }, 60_000);
});
