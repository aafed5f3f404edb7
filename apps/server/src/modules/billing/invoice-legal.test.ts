import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { readFacturXXml } from '../../pdf/facturx/read-facturx-xml.ts';
import {
  validateEn16931Schematron,
  validateFacturXXsd,
  validateFrenchRules,
} from '../../pdf/facturx-validation/validators.ts';
import { buildBillingAgency, call, completeSettings } from '../../testing/billing-kit.ts';
import { buildCustomer } from '../../testing/factories.ts';
import { pdfPagesText } from '../../testing/pdf-pages-text.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof buildBillingAgency>>;

const guarding = {
  label: 'Gardiennage de site',
  quantity: 151.5,
  unitCode: 'HUR',
  unitPriceCents: 2350,
  vatRateBp: 2000,
};
const training = {
  label: 'Formation SST',
  quantity: 1,
  unitPriceCents: 45_000,
  vatRateBp: 0,
  vatExemptionCode: 'VATEX-FR-CGI261-4',
};

async function draft(body: Record<string, unknown>) {
  const created = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, { date: '2026-11-02', ...body });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().id as string;
}

const validate = (id: string) => call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${id}/validate`);

/** The validated document's Factur-X XML, after checking it against the XSD, EN 16931 and the French rules. */
async function checkedXml(id: string): Promise<string> {
  const pdf = await call(t.app, a.tokens.staff, 'GET', `${a.base}/invoice/${id}/pdf`);
  expect(pdf.statusCode).toBe(200);
  const xml = readFacturXXml(pdf.rawPayload);
  expect(xml).not.toBeNull();
  expect(await validateFacturXXsd(xml!)).toEqual({ valid: true, errors: [] });
  expect((await validateEn16931Schematron(xml!)).fatal).toEqual([]);
  expect((await validateFrenchRules(xml!)).fatal).toEqual([]);
  return xml!.replace(/>\s+</g, '><');
}

async function expectStillDraft(id: string) {
  const doc = (await call(t.app, a.tokens.staff, 'GET', `${a.base}/invoice/${id}`)).json();
  expect(doc.status).toBe('draft');
  expect(doc.number).toBeNull();
}

beforeAll(async () => {
  a = await buildBillingAgency(t);
});

describe('the buyer an invoice names', () => {
  it('refuses a company without SIREN or billing address, naming what is missing, and invents nothing', async () => {
    const noSiren = await buildCustomer(t.database.db, a.agency.id, { name: 'Sans Siren SAS', siren: null });
    const noAddress = await buildCustomer(t.database.db, a.agency.id, {
      name: 'Sans Adresse SARL',
      address: { street: '3 rue Haute', zipcode: null, city: null, country: 'France' },
    });
    const person = await buildCustomer(t.database.db, a.agency.id, {
      name: 'Jeanne Martin',
      type: 'individual',
      email: 'jeanne.martin@example.test',
      address: { street: '4 allée des Tilleuls', zipcode: '69003', city: 'Lyon', country: 'France' },
    });
    const first = await draft({ customerId: noSiren.id, lines: [guarding] });
    const refused = await validate(first);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('« Sans Siren SAS » est une entreprise sans SIREN');
    await expectStillDraft(first);

    const second = await draft({ customerId: noAddress.id, lines: [guarding] });
    const incomplete = await validate(second);
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().message).toContain('« Sans Adresse SARL » est incomplète (code postal, ville)');
    await expectStillDraft(second);

    // A private person has no SIREN: the invoice is valid with the address alone, and the XML has no SIREN for it.
    const third = await draft({ customerId: person.id, lines: [guarding] });
    expect((await validate(third)).statusCode).toBe(200);
    const xml = await checkedXml(third);
    const buyer = xml.slice(xml.indexOf('<ram:BuyerTradeParty>'), xml.indexOf('</ram:BuyerTradeParty>'));
    expect(buyer).toContain('<ram:CityName>Lyon</ram:CityName>');
    expect(buyer).not.toContain('schemeID="0002"');
    expect(xml).not.toContain('00000');
  }, 120_000);
});

describe('VAT on a French invoice', () => {
  it('refuses a rate outside the French lists, a 0 % line without its reason, the franchise outside it', async () => {
    const odd = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, {
      customerId: a.customer.id,
      date: '2026-11-02',
      lines: [{ ...guarding, vatRateBp: 1960 }],
    });
    expect(odd.statusCode).toBe(400);
    expect(JSON.stringify(odd.json())).toContain('choisissez un taux français');
    const both = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, {
      customerId: a.customer.id,
      date: '2026-11-02',
      lines: [{ ...guarding, vatExemptionCode: 'VATEX-EU-AE' }],
    });
    expect(both.statusCode).toBe(400);

    const bare = await draft({ customerId: a.customer.id, lines: [guarding, { ...training, vatExemptionCode: null }] });
    const noReason = await validate(bare);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toContain('Ligne 2 : À 0 % de TVA, indiquez le motif');
    await expectStillDraft(bare);

    const franchise = await draft({
      customerId: a.customer.id,
      lines: [{ ...training, vatExemptionCode: 'VATEX-FR-FRANCHISE' }],
    });
    const notUnder = await validate(franchise);
    expect(notUnder.statusCode).toBe(422);
    expect(notUnder.json().message).toContain('franchise en base (art. 293 B du CGI) n’est possible que');

    const mixed = await draft({
      customerId: a.customer.id,
      lines: [training, { ...training, label: 'Débours', vatExemptionCode: 'VATEX-EU-79-C' }],
    });
    expect((await validate(mixed)).json().message).toContain('un seul motif d’exonération');
  }, 60_000);

  it('writes an exempt line with its category, reason and code, the period and the delivery address', async () => {
    const id = await draft({
      customerId: a.customer.id,
      lines: [guarding, training],
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      deliveryAddress: 'Entrepôt Nord, 8 rue du Port, 92230 Gennevilliers',
    });
    const validated = await validate(id);
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json()).toMatchObject({ periodStart: '2026-11-01', periodEnd: '2026-11-30' });
    // The period is part of the frozen record: even a query that forgets the API's rule is refused.
    await expect(
      t.database.db.update(commercialDocuments).set({ periodEnd: '2026-12-31' }).where(eq(commercialDocuments.id, id)),
    ).rejects.toThrow();
    const edit = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, {
      id,
      customerId: a.customer.id,
      date: '2026-11-02',
      lines: [guarding],
      periodStart: '2026-12-01',
      periodEnd: '2026-12-31',
    });
    expect(edit.statusCode).toBe(409);
    const xml = await checkedXml(id);
    expect(xml).toContain('<ram:CategoryCode>E</ram:CategoryCode>');
    expect(xml).toContain('<ram:ExemptionReason>Exonération de TVA, art. 261-4 du CGI</ram:ExemptionReason>');
    expect(xml).toContain('<ram:ExemptionReasonCode>VATEX-FR-CGI261-4</ram:ExemptionReasonCode>');
    expect(xml).toMatch(
      /<ram:BillingSpecifiedPeriod><ram:StartDateTime><udt:DateTimeString format="102">20261101<\/udt:DateTimeString><\/ram:StartDateTime><ram:EndDateTime><udt:DateTimeString format="102">20261130</,
    );
    const shipTo = xml.slice(xml.indexOf('<ram:ShipToTradeParty>'), xml.indexOf('</ram:ShipToTradeParty>'));
    expect(shipTo).toContain('<ram:PostcodeCode>92230</ram:PostcodeCode>');
    expect(shipTo).toContain('<ram:LineOne>Entrepôt Nord</ram:LineOne>');
    expect(shipTo).toContain('<ram:LineTwo>8 rue du Port</ram:LineTwo>');
    expect(shipTo).toContain('<ram:CityName>Gennevilliers</ram:CityName>');

    const pdf = await call(t.app, a.tokens.staff, 'GET', `${a.base}/invoice/${id}/pdf`);
    const text = pdfPagesText(pdf.rawPayload).flat().join('\n');
    expect(text).toContain('Période facturée : du 01/11/2026 au 30/11/2026');
    expect(text).toContain('Total TVA');
    expect(text).toContain('Exonération de TVA, art. 261-4 du CGI');
    expect(text).not.toContain('293 B');
  }, 120_000);

  it('reverse charges with AE for a buyer with a VAT number, and its credit note keeps code and period', async () => {
    const euBuyer = await buildCustomer(t.database.db, a.agency.id, { name: 'Hafen GmbH', vatNumber: 'FR44732829320' });
    const noVat = await draft({
      customerId: (await buildCustomer(t.database.db, a.agency.id)).id,
      lines: [{ ...guarding, vatRateBp: 0, vatExemptionCode: 'VATEX-EU-AE' }],
    });
    expect((await validate(noVat)).json().message).toContain('L’autoliquidation demande le n° de TVA');

    const id = await draft({
      customerId: euBuyer.id,
      lines: [{ ...guarding, vatRateBp: 0, vatExemptionCode: 'VATEX-EU-AE' }],
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
    });
    expect((await validate(id)).statusCode).toBe(200);
    const xml = await checkedXml(id);
    expect(xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode>');
    expect(xml).toContain('<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>');
    expect(xml).toContain('<ram:ExemptionReason>Autoliquidation</ram:ExemptionReason>');

    const credit = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${id}/credit-note`);
    expect(credit.statusCode).toBe(200);
    const creditId = credit.json().id as string;
    expect((await validate(creditId)).statusCode).toBe(200);
    const creditXml = await checkedXml(creditId);
    expect(creditXml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(creditXml).toContain('<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>');
    expect(creditXml).toContain('20261001');
  }, 120_000);

  it('dates a one-day service (BT-72) and bills an agency under franchise without VAT', async () => {
    const day = await draft({
      customerId: a.customer.id,
      lines: [guarding],
      periodStart: '2026-11-14',
      periodEnd: '2026-11-14',
    });
    expect((await validate(day)).statusCode).toBe(200);
    const xml = await checkedXml(day);
    expect(xml).toContain(
      '<ram:ActualDeliverySupplyChainEvent><ram:OccurrenceDateTime><udt:DateTimeString format="102">20261114</udt:DateTimeString>',
    );
    const pdf = await call(t.app, a.tokens.staff, 'GET', `${a.base}/invoice/${day}/pdf`);
    expect(pdfPagesText(pdf.rawPayload).flat().join('\n')).toContain('Date de la prestation : 14/11/2026');

    const small = await buildBillingAgency(t);
    const saved = await call(t.app, small.tokens.owner, 'PUT', `${small.base}/settings/commercial-docs`, {
      ...completeSettings,
      vatFranchise: true,
    });
    expect(saved.statusCode).toBe(200);
    const withVat = await call(t.app, small.tokens.staff, 'POST', `${small.base}/invoice`, {
      customerId: small.customer.id,
      date: '2026-11-02',
      lines: [guarding],
    });
    const refused = await call(
      t.app,
      small.tokens.staff,
      'POST',
      `${small.base}/invoice/${withVat.json().id}/validate`,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('relève de la franchise en base');
    const franchised = await call(t.app, small.tokens.staff, 'POST', `${small.base}/invoice`, {
      customerId: small.customer.id,
      date: '2026-11-02',
      lines: [{ ...training, vatExemptionCode: 'VATEX-FR-FRANCHISE' }],
    });
    const ok = await call(t.app, small.tokens.staff, 'POST', `${small.base}/invoice/${franchised.json().id}/validate`);
    expect(ok.statusCode).toBe(200);
    const pdfSmall = await call(t.app, small.tokens.staff, 'GET', `${small.base}/invoice/${franchised.json().id}/pdf`);
    const smallXml = readFacturXXml(pdfSmall.rawPayload)!;
    expect(smallXml).toContain('<ram:ExemptionReasonCode>VATEX-FR-FRANCHISE</ram:ExemptionReasonCode>');
    expect(await validateFacturXXsd(smallXml)).toEqual({ valid: true, errors: [] });
    expect((await validateEn16931Schematron(smallXml)).fatal).toEqual([]);
    expect((await validateFrenchRules(smallXml)).fatal).toEqual([]);
  }, 120_000);
});
