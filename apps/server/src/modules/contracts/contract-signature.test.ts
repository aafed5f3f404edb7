import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../db/schema/contracts.ts';
import { mailAttachments, mailOutbox } from '../../db/schema/platform.ts';
import { agencyWithCallers } from '../../testing/agent-kit.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { blankPng, customerContractBody, lastSignatureLink, signaturePng, signBody } from './contracts-test-kit.ts';

const t = useTestApp();
type Agency = Awaited<ReturnType<typeof agencyWithCallers>>;
let a: Agency;

beforeAll(async () => {
  a = await agencyWithCallers(t);
  await a.owner.api.post(`${a.base}/contract-signature-template`, {
    name: 'Gérant',
    image: signaturePng(),
    useAsDefault: true,
  });
});

/** A customer contract sent for signature to its own address; its link. */
async function sentContract(email: string) {
  const contract = (
    await a.owner.api.post(`${a.base}/contract/customer`, {
      title: 'Contrat de gardiennage',
      body: customerContractBody,
      customerId: a.customer.id,
      signerName: 'Claire Durand',
      signerEmail: email,
      endDate: '2026-12-31',
    })
  ).json();
  const sent = await a.owner.api.patch(`${a.base}/contract/customer/${contract.id}/sent`);
  expect(sent.statusCode).toBe(200);
  return lastSignatureLink(t, a.agency.id, email);
}

const publicGet = (url: string) => t.app.inject({ method: 'GET', url });
const publicSign = (kind: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/contract/${kind}/signature`, payload: body as object, headers });

describe('public signature link', () => {
  it('lets the signer read and sign without an account; the signed PDF carries the audit page and its hash', async () => {
    const link = await sentContract('signe@client.test');
    const view = await publicGet(`/api/contract/customer/${link.id}/${link.token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      contract: { id: link.id, title: 'Contrat de gardiennage' },
      agencyName: a.agency.name,
      signerName: 'Claire Durand',
    });
    const documentSha256 = view.json().documentSha256;
    const document = await publicGet(`/api/contract/customer/${link.id}/${link.token}/pdf`);
    expect(document.statusCode).toBe(200);
    expect(pdfText(document.rawPayload).join('')).toContain('Claire Durand');

    const body = signBody(link.id, link.token);
    const signed = await publicSign('customer', body, { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7)' });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ contractId: link.id, documentSha256 });

    // A retry of the same submission (the answer was lost) gets the same answer; another submission is refused.
    const retry = await publicSign('customer', body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(signed.json());
    const again = await publicSign('customer', signBody(link.id, link.token));
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      message: 'Ce lien de signature a déjà été utilisé : le contrat est signé.',
      details: { linkState: 'used' },
    });
    const reopened = await publicGet(`/api/contract/customer/${link.id}/${link.token}`);
    expect(reopened.statusCode).toBe(410);
    expect(reopened.json().details).toEqual({ linkState: 'used' });

    const contract = (await a.owner.api.get(`${a.base}/contract/customer/${link.id}`)).json();
    expect(contract.status).toBe('signed');
    expect(contract.signatures.map((s: { role: string }) => s.role).sort()).toEqual(['agency', 'signer']);
    const signer = contract.signatures.find((s: { role: string }) => s.role === 'signer');
    expect(signer).toMatchObject({
      signerName: 'Claire Durand',
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7)',
      documentSha256,
    });
    expect(signer.ip).toBeTruthy();
    expect(contract.file.sha256).toMatch(/^[0-9a-f]{64}$/);

    const pdf = await a.owner.api.get(`${a.base}/contract/customer/${link.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('contrat-de-gardiennage-signe.pdf');
    const text = pdfText(pdf.rawPayload).join('');
    expect(text).toContain('Certificat de signature électronique');
    expect(text).toContain(documentSha256);
    expect(text).toContain('Mozilla/5.0 (Linux; Android 14; Pixel 7)');

    // The signer receives the signed PDF.
    const [copy] = await t.database.db
      .select({ id: mailOutbox.id, subject: mailOutbox.subject })
      .from(mailOutbox)
      .innerJoin(mailAttachments, eq(mailAttachments.mailId, mailOutbox.id))
      .where(and(eq(mailOutbox.to, 'signe@client.test'), eq(mailOutbox.kind, 'contract')));
    expect(copy?.subject).toBe(`Votre contrat signé : Contrat de gardiennage — ${a.agency.name}`);
  });

  it('refuses a signed PDF whose stored bytes changed, and logs it', async () => {
    const link = await sentContract('altere@client.test');
    expect((await publicSign('customer', signBody(link.id, link.token))).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(contracts).where(eq(contracts.id, link.id));
    const stored = await t.app.ctx.files.get(row!.signedFileKey as string);
    expect(stored).not.toBeNull();
    await t.app.ctx.files.put(row!.signedFileKey as string, Buffer.from('%PDF-1.4 falsifié'), 'application/pdf');
    const pdf = await a.owner.api.get(`${a.base}/contract/customer/${link.id}/pdf`);
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().message).toBe(
      'Le PDF signé stocké ne correspond plus à son empreinte : il a été modifié depuis la signature. Téléchargement refusé.',
    );
  });

  it('answers a wrong link 404 and an expired one 410, with their French messages, never a 500', async () => {
    const link = await sentContract('expire@client.test');
    const wrongToken = `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      `/api/contract/customer/${link.id}/${wrongToken}`,
      `/api/contract/customer/${link.id}/court`,
      `/api/contract/agent/${link.id}/${link.token}`,
      `/api/contract/customer/${crypto.randomUUID()}/${link.token}`,
    ]) {
      const response = await publicGet(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(
        'Ce lien de signature n’est pas valide. Vérifiez qu’il est complet, ou demandez-en un nouveau à l’agence.',
      );
    }
    expect((await publicGet(`/api/contract/client/${link.id}/${link.token}`)).statusCode).toBe(400);
    expect((await publicSign('customer', signBody(link.id, wrongToken))).statusCode).toBe(404);

    await t.database.db
      .update(contracts)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(contracts.id, link.id));
    const expired = await publicGet(`/api/contract/customer/${link.id}/${link.token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      message: 'Ce lien de signature a expiré. Demandez un nouveau lien à l’agence.',
      details: { linkState: 'expired' },
    });
    expect((await publicSign('customer', signBody(link.id, link.token))).statusCode).toBe(410);
    // Sending again issues a new link that works.
    await a.owner.api.patch(`${a.base}/contract/customer/${link.id}/sent`);
    const fresh = await lastSignatureLink(t, a.agency.id, 'expire@client.test');
    expect(fresh.token).not.toBe(link.token);
    expect((await publicGet(`/api/contract/customer/${link.id}/${fresh.token}`)).statusCode).toBe(200);
  });

  it('refuses a bad signature submission with field errors (400) and keeps the link usable', async () => {
    const link = await sentContract('invalide@client.test');
    const noConsent = await publicSign('customer', signBody(link.id, link.token, { consent: false }));
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errors).toEqual({
      consent: 'Cochez la case pour accepter de signer électroniquement ce contrat.',
    });
    const blank = await publicSign('customer', signBody(link.id, link.token, { image: blankPng() }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ image: 'Dessinez votre signature avant de valider.' });
    const broken = await publicSign(
      'customer',
      signBody(link.id, link.token, { image: `data:image/png;base64,${Buffer.alloc(60, 7).toString('base64')}` }),
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors).toEqual({ image: 'Signature invalide : dessinez-la de nouveau.' });
    expect((await publicSign('customer', { id: link.id })).statusCode).toBe(400);
    expect((await publicGet(`/api/contract/customer/${link.id}/${link.token}`)).statusCode).toBe(200);
  });

  it('needs no login even when the agency’s subscription is locked', async () => {
    const link = await sentContract('verrou@client.test');
    const { agencies } = await import('../../db/schema/tenancy.ts');
    await t.database.db.update(agencies).set({ locked: true }).where(eq(agencies.id, a.agency.id));
    try {
      expect((await publicGet(`/api/contract/customer/${link.id}/${link.token}`)).statusCode).toBe(200);
      expect((await publicSign('customer', signBody(link.id, link.token))).statusCode).toBe(200);
    } finally {
      await t.database.db.update(agencies).set({ locked: false }).where(eq(agencies.id, a.agency.id));
    }
  });
});
