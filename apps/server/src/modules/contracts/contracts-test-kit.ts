import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/platform.ts';
import { inAgency } from '../../db/tenant.ts';
import { signaturePng } from '../../testing/signature-kit.ts';
import type { TestApp } from '../../testing/test-app.ts';

export { blankPng, signaturePng } from '../../testing/signature-kit.ts';

/** The signature link of the last contract mail sent to an address: kind, id and token. */
export async function lastSignatureLink(t: TestApp, agencyId: string, to: string) {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(inAgency(mailOutbox, agencyId), eq(mailOutbox.to, to), eq(mailOutbox.kind, 'contract')))
    .orderBy(desc(mailOutbox.createdAt));
  const match = mail?.text.match(/#\/signature\/(agent|customer)\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error(`no signature link mailed to ${to}`);
  return { kind: match[1] as 'agent' | 'customer', id: match[2]!, token: match[3]!, mail };
}

export const customerContractBody =
  'Entre {{agence.nom}} et {{client.nom}} ({{client.adresse}}), représenté par {{signataire.nom}}.\n\n' +
  'Article 1 — Objet : surveillance du site à compter du {{contrat.dateDebut}} jusqu’au {{contrat.dateFin}}.';

export const signBody = (id: string, token: string, extra: Record<string, unknown> = {}) => ({
  id,
  token,
  signerName: 'Claire Durand',
  image: signaturePng(),
  consent: true,
  clientId: crypto.randomUUID(),
  ...extra,
});
