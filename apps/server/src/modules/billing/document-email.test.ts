import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailAttachments, mailOutbox } from '../../db/schema/platform.ts';
import { readFacturXXml } from '../../pdf/facturx/read-facturx-xml.ts';
import { buildBillingAgency, call, sampleLines } from '../../testing/billing-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof buildBillingAgency>>;

beforeAll(async () => {
  a = await buildBillingAgency(t);
});

const mailsOf = (agencyId: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.agencyId, agencyId));

describe('e-mailing a document', () => {
  it('sends one mail per distinct recipient with the Factur-X attached, keeps bad addresses, marks it sent', async () => {
    const created = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, {
      customerId: a.customer.id,
      date: '2026-11-02',
      lines: sampleLines,
    });
    const id = created.json().id;
    const draft = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${id}/email`, {
      recipients: ['compta@client.test'],
    });
    expect(draft.statusCode).toBe(409);
    const number = (await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${id}/validate`)).json().number;

    const sent = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${id}/email`, {
      recipients: ['Compta@client.test', ' compta@client.test', '', 'direction@client.test', 'pas-une-adresse'],
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      sent: ['compta@client.test', 'direction@client.test'],
      failed: [{ email: 'pas-une-adresse', message: 'Adresse e-mail invalide' }],
    });
    const mails = await mailsOf(a.agency.id);
    expect(mails.map((m) => m.to).sort()).toEqual(['compta@client.test', 'direction@client.test']);
    expect(mails[0]!.subject).toBe(`Votre facture ${a.agency.name} - ${number}`);
    expect(mails[0]!.kind).toBe('invoice');
    const [file] = await t.database.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mails[0]!.id));
    expect(file!.contentType).toBe('application/pdf');
    expect(readFacturXXml(file!.content as Buffer)).toContain(number);
    expect((await call(t.app, a.tokens.staff, 'GET', `${a.base}/invoice/${id}`)).json().status).toBe('sent');
  });

  it('refuses an empty list and the planner', async () => {
    const created = await call(t.app, a.tokens.staff, 'POST', `${a.base}/estimate`, {
      customerId: a.customer.id,
      date: '2026-11-02',
      lines: sampleLines,
    });
    const id = created.json().id;
    await call(t.app, a.tokens.staff, 'POST', `${a.base}/estimate/${id}/validate`);
    const empty = await call(t.app, a.tokens.staff, 'POST', `${a.base}/estimate/${id}/email`, {
      recipients: [' ', ''],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ recipients: 'Aucun destinataire' });
    expect(
      (await call(t.app, a.tokens.planner, 'POST', `${a.base}/estimate/${id}/email`, { recipients: ['x@y.fr'] }))
        .statusCode,
    ).toBe(403);
    const ok = await call(t.app, a.tokens.owner, 'POST', `${a.base}/estimate/${id}/email`, {
      recipients: ['x@y.fr'],
      subject: 'Notre devis',
    });
    expect(ok.json().sent).toEqual(['x@y.fr']);
  });
});
