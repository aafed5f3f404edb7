import { and, desc, eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { mailOutbox } from '../../db/schema/platform.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** A drawn signature as signature_pad sends it: a PNG data URL with a dark stroke on transparency. */
export function signaturePng(width = 120, height = 40): string {
  const png = new PNG({ width, height });
  for (let x = 10; x < width - 10; x++) {
    const y = Math.floor(height / 2 + Math.sin(x / 6) * 8);
    const i = (width * y + x) * 4;
    png.data[i] = 20;
    png.data[i + 1] = 30;
    png.data[i + 2] = 90;
    png.data[i + 3] = 255;
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

/** An empty (fully transparent) drawing. */
export const blankPng = () =>
  `data:image/png;base64,${PNG.sync.write(new PNG({ width: 20, height: 20 })).toString('base64')}`;

/** The signature link of the last contract mail sent to an address: kind, id and token. */
export async function lastSignatureLink(t: TestApp, agencyId: string, to: string) {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.agencyId, agencyId), eq(mailOutbox.to, to), eq(mailOutbox.kind, 'contract')))
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
