import { addDays, todayIn } from '@securite/domain/time/calendar-day';
import { describe, expect, it } from 'vitest';
import { customerContacts } from '../../db/schema/customers.ts';
import { readFacturXXml } from '../../pdf/facturx/read-facturx-xml.ts';
import { validateEn16931Schematron, validateFrenchRules } from '../../pdf/facturx-validation/validators.ts';
import { buildBillingAgency, call, sampleLines } from '../../testing/billing-kit.ts';
import { buildCustomer } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

describe('the customer as the customers module describes it', () => {
  it('bills its SIREN and VAT number, its settlement period and its invoice contacts', async () => {
    const a = await buildBillingAgency(t);
    const customer = await buildCustomer(t.database.db, a.agency.id, {
      name: 'Logistique du Port SAS',
      email: 'standard@port.test',
      siren: '512349879',
      vatNumber: 'FR65512349879',
      settlementPeriod: 'daysEndOfMonth',
      settlementPeriodDays: 45,
      address: { street: '8 rue du Port', zipcode: '92230', city: 'Gennevilliers', country: 'France' },
    });
    await t.database.db.insert(customerContacts).values([
      {
        agencyId: a.agency.id,
        customerId: customer.id,
        lastname: 'Compta',
        email: 'Compta@port.test',
        invoiceRecipient: true,
      },
      {
        agencyId: a.agency.id,
        customerId: customer.id,
        lastname: 'Achats',
        email: 'achats@port.test',
        estimateRecipient: true,
      },
    ]);
    const invoice = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, {
      customerId: customer.id,
      date: '2026-11-02',
      lines: sampleLines,
    });
    expect(invoice.json().recipients).toEqual(['compta@port.test']);
    const quote = await call(t.app, a.tokens.staff, 'POST', `${a.base}/estimate`, {
      customerId: customer.id,
      date: '2026-11-02',
      lines: sampleLines,
    });
    expect(quote.json().recipients).toEqual(['achats@port.test']);

    const validated = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${invoice.json().id}/validate`);
    const today = todayIn('Europe/Paris');
    const due = addDays(today, 45);
    const endOfMonth = new Date(Date.UTC(Number(due.slice(0, 4)), Number(due.slice(5, 7)), 0))
      .toISOString()
      .slice(0, 10);
    expect(validated.json().dueDate).toBe(endOfMonth);
    const pdf = await call(t.app, a.tokens.staff, 'GET', `${a.base}/invoice/${invoice.json().id}/pdf`);
    const xml = readFacturXXml(pdf.rawPayload)!;
    expect(xml).toContain('<ram:URIID schemeID="0225">512349879</ram:URIID>');
    expect(xml).toContain('FR65512349879');
    expect((await validateEn16931Schematron(xml)).fatal).toEqual([]);
    expect((await validateFrenchRules(xml)).fatal).toEqual([]);
  }, 120_000);
});
